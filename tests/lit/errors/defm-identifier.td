// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
multiclass M { def a; }
// CHECK: [[@LINE+1]]:13: error: expected identifier
defm x : M, 5;
