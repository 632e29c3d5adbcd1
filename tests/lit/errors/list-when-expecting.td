// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:18: error: Encountered a list when expecting a int
// CHECK: [[@LINE+1]]:18: error: expected ';' after declaration
def a { int x = [1]; }
