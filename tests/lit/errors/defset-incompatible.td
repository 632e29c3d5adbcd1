// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A;
class B;
defset list<A> S = {
// CHECK: [[@LINE+2]]:7: error: adding record of incompatible type 'B' to defset
// CHECK: [[@LINE-2]]:8: note: location of defset declaration
  def b : B;
}
