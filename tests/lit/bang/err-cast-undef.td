// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A;
class C<string n> { A r = !cast<A>(n); }
// CHECK: [[@LINE+1]]:5: error: Undefined reference to record: 'nosuch'
def d : C<"nosuch">;
