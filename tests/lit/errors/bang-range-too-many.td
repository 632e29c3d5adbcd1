// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:39: error: expected at most three values of integer
// CHECK: [[@LINE+1]]:39: error: expected ';' after declaration
def a { list<int> x = !range(1, 2, 3, 4); }
