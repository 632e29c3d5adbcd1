// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:23: error: expected ',' in ternary operator
// CHECK: [[@LINE+1]]:23: error: expected ';' after declaration
def a { int x = !if(1 2, 3); }
