// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
multiclass M { def a; }
// CHECK: [[@LINE+1]]:12: error: multiclass 'M' already defined
multiclass M { def b; }
