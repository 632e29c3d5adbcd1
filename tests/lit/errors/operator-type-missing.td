// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+3]]:22: error: expected type name for operator
// CHECK: [[@LINE+2]]:22: error: did not get type for unary operator
// CHECK: [[@LINE+1]]:22: error: expected ';' after declaration
def a { int x = !cast(1); }
