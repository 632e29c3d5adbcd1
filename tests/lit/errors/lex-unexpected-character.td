// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:19: error: unexpected character
// CHECK: [[@LINE+1]]:19: error: expected ';' after declaration
def a { int x = 1 % 2; }
