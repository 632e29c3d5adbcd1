// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:31: error: expected value of type 'int', got 'string'
// CHECK: [[@LINE+1]]:34: error: expected ';' after declaration
def a { int x = !mul(1, 2, 3, "a"); }
