// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:22: error: LHS of paste is not typed!
// CHECK: [[@LINE+1]]:22: error: expected ';' after declaration
def a { string x = ? # "a"; }
