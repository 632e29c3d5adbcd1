// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:23: error: Incompatible types in list elements
defvar x = [1]<string>;
