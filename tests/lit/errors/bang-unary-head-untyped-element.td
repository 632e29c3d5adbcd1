// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:31: error: untyped list element in unary operator
// CHECK: [[@LINE+1]]:31: error: expected ';' after declaration
def a { int x = !head([?]<int>); }
