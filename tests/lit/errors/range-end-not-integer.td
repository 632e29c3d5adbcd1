// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:19: error: expected integer value as end of range
// CHECK: [[@LINE+1]]:21: error: expected declaration in for
foreach i = {1-"s"} in def a#i;
