// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// The conditions after a true one are still resolved when that may fail:
// here d1's second condition divides by zero.
class B<int x> { int f = x; int g = !add(f, 1); int u = !cond(!eq(f, 1): 1, !eq(!div(g, !sub(f, 1)), 1): 2, true: 3); }
// CHECK: [[@LINE+1]]:5: error: Illegal operation: division by zero
def d1 : B<1>;
def d2 : B<2>;
