// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:29: error: expected ')' in binary operator
// CHECK: [[@LINE+1]]:29: error: expected ';' after declaration
def a { int x = !if(1, 2, 3 4); }
