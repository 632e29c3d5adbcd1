// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:11: error: expected 'in' at end of top-level 'let'
let x = 1 def a;
