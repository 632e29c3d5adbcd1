// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:7: error: expected '=' in let expression
let x 1 in def a;
