// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a {
  int x;
// CHECK: [[@LINE+1]]:13: error: expected ';' after let expression
  let x = 1 }
