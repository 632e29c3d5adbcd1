// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:13: error: expected a list, got '?'
// CHECK: [[@LINE+1]]:15: error: expected declaration in for
foreach i = ? in def a;
