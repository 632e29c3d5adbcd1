// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:22: error: expected '(' after binary operator
// CHECK: [[@LINE+1]]:22: error: expected ';' after declaration
def a { int x = !add 1; }
