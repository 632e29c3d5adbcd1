// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:37: error: !filter must have a list argument
// CHECK: [[@LINE+1]]:37: error: expected ';' after declaration
def a { list<int> x = !filter(i, 1, 1); }
