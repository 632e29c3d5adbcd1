// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A<int n> {
// CHECK: [[@LINE+2]]:10: error: assertion failed: n must be positive
// CHECK: [[@LINE+3]]:5: error: assertion failed in this record
  assert !gt(n, 0), "n must be positive";
}
def a : A<0>;
