// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A<int x, int y>;
// CHECK: [[@LINE+1]]:9: error: We can only specify the template argument 'A:x' once
def a : A<1, x = 2>;
