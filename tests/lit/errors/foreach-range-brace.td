// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:19: error: expected '}' at end of bit range list
// CHECK: [[@LINE+1]]:19: error: expected declaration in for
foreach i = {1, 2 in def a;
