// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:12: error: expected identifier after multiclass for name
multiclass 5 { def a; }
