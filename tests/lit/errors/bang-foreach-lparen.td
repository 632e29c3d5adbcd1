// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:32: error: expected '(' after !foreach/!filter
// CHECK: [[@LINE+1]]:32: error: expected ';' after declaration
def a { list<int> x = !foreach i; }
