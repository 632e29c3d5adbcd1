// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class C<int a, int b> { int q = !div(a, b); }
// CHECK: [[@LINE+1]]:5: error: Illegal operation: division by zero
def d : C<1, 0>;
