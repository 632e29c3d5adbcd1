// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A<int x>;
// CHECK: [[@LINE+1]]:14: error: Too many template arguments: 2
def a : A<1, 2>;
