// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:21: error: expected '(' after ternary operator
// CHECK: [[@LINE+1]]:21: error: expected ';' after declaration
def a { int x = !if 1; }
