// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:32: error: first argument of !foreach/!filter must be an identifier
// CHECK: [[@LINE+1]]:32: error: expected ';' after declaration
def a { list<int> x = !foreach(1, [1], 1); }
