// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a {
  int x;
// CHECK: [[@LINE+1]]:7: error: Value 'x' is not a bits type
  let x{0} = 1;
}
