// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a {
  int e;
// CHECK: [[@LINE+2]]:29: error: right !foldl variable '"e"' already defined
// CHECK: [[@LINE+1]]:29: error: expected ';' after declaration
  int x = !foldl(0, [1], a, e, a);
}
