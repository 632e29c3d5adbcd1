// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a {
  bits<4> x;
// CHECK: [[@LINE+1]]:7: error: Initializer is not compatible with bit range
  let x{1-0} = "s";
}
