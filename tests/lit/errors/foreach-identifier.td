// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:9: error: Expected identifier in foreach declaration
// CHECK: [[@LINE+1]]:9: error: expected declaration in for
foreach 5 = [1] in def a;
