// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a {
  int x;
// CHECK: [[@LINE+1]]:7: error: Recursion / self-assignment forbidden
  let x = x;
}
