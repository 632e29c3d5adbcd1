// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
foreach i = [1] in {
  def a#i;
// CHECK: [[@LINE+2]]:3: error: expected '}' at end of foreach command
// CHECK: [[@LINE-3]]:20: error: to match this '{'
  5
