// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:23: error: expected two operands to operator
def a { list<int> x = !listsplat(1, 2, 3); }
