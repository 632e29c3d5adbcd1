// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def x;
// CHECK: [[@LINE+1]]:8: error: def or global variable of this name already exists
defvar x = 2;
