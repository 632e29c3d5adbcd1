// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:28: error: Element type mismatch for list: element type 'string' not convertible to 'int
def a { list<int> x = ["a"]; }
