// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
if 0 then def a; else {
  def b;
// CHECK: [[@LINE+2]]:3: error: expected '}' at end of 'else' clause
// CHECK: [[@LINE-3]]:23: error: to match this '{'
  5
