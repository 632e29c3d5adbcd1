// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A; class B;
def b : B;
class C<dag x> { A v = !getdagop<A>(x); }
// CHECK: [[@LINE+1]]:5: error: Expected type 'A', got 'B' in: !getdagop((b 1))
def d : C<(b 1)>;
