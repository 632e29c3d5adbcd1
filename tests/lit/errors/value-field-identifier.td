// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def b { int y = 1; }
// CHECK: [[@LINE+2]]:19: error: expected field identifier after '.'
// CHECK: [[@LINE+1]]:19: error: expected ';' after declaration
def a { int x = b.5; }
