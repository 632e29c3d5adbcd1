// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:29: error: expected '>' at end of list element type
def a { list<int> x = []<int; }
