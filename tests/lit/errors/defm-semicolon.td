// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
multiclass M { def a; }
// CHECK: [[@LINE+1]]:12: error: expected ';' at end of defm
defm x : M 5
