// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
if 1 then {
  def a;
// CHECK: [[@LINE+2]]:3: error: expected '}' at end of 'then' clause
// CHECK: [[@LINE-3]]:11: error: to match this '{'
  5
