// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A;
class B;
def b : B;
class C<string n> { A r = !cast<A>(n); }
// CHECK: [[@LINE+1]]:5: error: Expected type 'A', got 'B' in: !cast<A>("b")
def d : C<"b">;
