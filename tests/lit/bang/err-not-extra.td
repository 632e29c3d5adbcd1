// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:23: error: expected ')' in unary operator
// CHECK: [[@LINE+1]]:23: error: expected ';' after declaration
def a { bit x = !not(1, 2); }
