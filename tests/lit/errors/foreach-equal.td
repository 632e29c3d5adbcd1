// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:11: error: Expected '=' in foreach declaration
// CHECK: [[@LINE+1]]:11: error: expected declaration in for
foreach i [1] in def a;
