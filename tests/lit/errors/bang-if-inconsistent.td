// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:26: error: inconsistent types 'int' and 'string' for !if
defvar x = !if(1, 2, "a");
