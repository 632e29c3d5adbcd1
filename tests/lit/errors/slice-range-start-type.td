// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:30: error: expected int...int, got string
// CHECK: [[@LINE+1]]:37: error: expected ';' after declaration
def a { list<int> x = [1, 2]["a"...1]; }
