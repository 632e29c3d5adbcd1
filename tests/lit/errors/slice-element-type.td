// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:19: error: unhandled type string in range
defvar x = [1, 2]["a"];
