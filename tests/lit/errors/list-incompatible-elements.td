// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:43: error: Incompatible types in list elements
// CHECK: [[@LINE+1]]:43: error: expected ';' after declaration
def a { list<int> x = !listconcat([1, "a"], []); }
