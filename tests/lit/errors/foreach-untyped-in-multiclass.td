// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// RUN: not %tblgen %s 2>&1 | FileCheck --check-prefix=NOTE %s
// NOTE: <unknown>:0: note: references to multiclass template arguments cannot be resolved at this time
multiclass M<int x> {
// CHECK: [[@LINE+2]]:15: error: expected a list, got '?'
// CHECK: [[@LINE+1]]:17: error: expected declaration in for
  foreach i = ? in def a;
}
