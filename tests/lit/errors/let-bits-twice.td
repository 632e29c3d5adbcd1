// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a {
  bits<2> x;
// CHECK: [[@LINE+1]]:7: error: Cannot set bit #1 of value 'x' more than once
  let x{1,1} = 0b11;
}
