// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A<int x>;
// CHECK: [[@LINE+1]]:11: error: Argument "y" doesn't exist
def a : A<y = 1>;
