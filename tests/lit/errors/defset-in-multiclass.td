// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
multiclass M {
// CHECK: [[@LINE+1]]:22: error: defset is not allowed inside multiclass
  foreach i = [1] in defset list<int> S = {}
}
