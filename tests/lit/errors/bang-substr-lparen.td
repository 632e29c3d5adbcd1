// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:28: error: expected '(' after !substr operator
// CHECK: [[@LINE+1]]:28: error: expected ';' after declaration
def a { string x = !substr "a"; }
