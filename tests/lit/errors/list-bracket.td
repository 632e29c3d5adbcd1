// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:28: error: expected ']' at end of list value
def a { list<int> x = [1, 2; }
