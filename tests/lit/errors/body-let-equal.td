// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a {
  int x;
// CHECK: [[@LINE+1]]:9: error: expected '=' in let expression
  let x 1;
}
