// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class C<int x> { int v = !cond(!eq(x, 1) : 1, !eq(x, 2) : 2); }
// CHECK: [[@LINE+1]]:5: error: d does not have any true condition in:!cond(0: 1, 0: 2)
def d : C<3>;
