// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A { int x; }
let x = 1 in {
  def a : A;
// CHECK: [[@LINE+2]]:3: error: expected '}' at end of top level let command
// CHECK: [[@LINE-3]]:14: error: to match this '{'
  5
