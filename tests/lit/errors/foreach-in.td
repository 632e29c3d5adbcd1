// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:17: error: Unknown tok
foreach i = [1] def a;
