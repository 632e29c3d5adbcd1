// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:28: error: expected value of type 'int', got 'string'
// CHECK: [[@LINE+1]]:31: error: expected ';' after declaration
def a { int x = !sub(1, 2, "x"); }
