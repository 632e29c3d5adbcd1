// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:17: error: expected ']' at end of list slice
defvar x = [1][0;
