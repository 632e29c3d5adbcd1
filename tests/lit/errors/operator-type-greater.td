// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+3]]:26: error: expected type name for operator
// CHECK: [[@LINE+2]]:26: error: did not get type for unary operator
// CHECK: [[@LINE+1]]:26: error: expected ';' after declaration
def a { int x = !cast<int(1); }
