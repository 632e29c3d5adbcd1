// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:39: error: expected ',' in !foreach/!filter
// CHECK: [[@LINE+1]]:39: error: expected ';' after declaration
def a { list<int> x = !foreach(i, [1] i); }
