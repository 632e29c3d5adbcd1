// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:16: error: invalid range, cannot be negative
// CHECK: [[@LINE+1]]:18: error: expected declaration in for
foreach i = {-1} in def a#i;
