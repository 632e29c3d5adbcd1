// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:5: error: expected identifier in let definition
let 5 = 1 in def a;
