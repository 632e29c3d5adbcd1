// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:33: error: inconsistent types 'int' and 'string' for !cond
defvar x = !cond(1 : 2, 0 : "a");
