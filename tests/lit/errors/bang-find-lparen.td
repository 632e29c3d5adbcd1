// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:23: error: expected '(' after !find operator
// CHECK: [[@LINE+1]]:23: error: expected ';' after declaration
def a { int x = !find "a"; }
