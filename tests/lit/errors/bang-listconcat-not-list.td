// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:24: error: expected a list, got value of type 'int'
defvar x = !listconcat(1, [2]);
