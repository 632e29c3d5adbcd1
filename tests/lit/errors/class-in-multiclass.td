// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
multiclass M {
// CHECK: [[@LINE+1]]:13: error: class is not allowed inside multiclass
  if 1 then class C;
}
