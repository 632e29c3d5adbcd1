// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:31: error: could not get type of !foreach result expression
defvar x = !foreach(i, [1], ?);
