// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:9: error: expected '>' at end of range list
// CHECK: [[@LINE+1]]:6: error: to match this '<'
let x<0 = 1 in def a;
