// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:24: error: RHS of paste is not typed!
def a { string x = "a" # ?; }
