// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A<int x, int y>;
// CHECK: [[@LINE+1]]:13: error: Expected comma before next argument
def a : A<1 2>;
