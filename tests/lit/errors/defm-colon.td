// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
multiclass M { def a; }
// CHECK: [[@LINE+1]]:7: error: expected ':' after defm identifier
defm x;
