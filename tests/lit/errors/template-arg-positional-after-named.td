// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A<int x, int y>;
// CHECK: [[@LINE+1]]:18: error: Positional argument should be put before named argument
def a : A<x = 1, 2>;
