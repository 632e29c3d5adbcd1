// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:1: error: attempting to loop over '!cond(?: [1])', expected a list
foreach i = !cond(? : [1]) in def a#i;
