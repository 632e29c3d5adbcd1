// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a {
  int i;
// CHECK: [[@LINE+2]]:27: error: iteration variable '"i"' is already defined
// CHECK: [[@LINE+1]]:27: error: expected ';' after declaration
  list<int> x = !foreach(i, [1], i);
}
