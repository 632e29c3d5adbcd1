// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A;
defset list<A> S = {
  def a : A;
// CHECK: [[@LINE+2]]:3: error: expected '}' at end of defset
// CHECK: [[@LINE-3]]:20: error: to match this '{'
  5
