// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:20: error: invalid range, cannot be negative
// CHECK: [[@LINE+1]]:22: error: expected declaration in for
foreach i = {3...-1} in def a#i;
