// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a {
  bits<4> x;
// CHECK: [[@LINE+2]]:11: error: expected '}' at end of bit list
// CHECK: [[@LINE+1]]:8: error: to match this '{'
  let x{0 = 1;
}
