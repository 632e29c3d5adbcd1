// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a {
  bits<4> x;
// CHECK: [[@LINE+1]]:12: error: expected integer or bitrange
  let x{"a"} = 1;
}
