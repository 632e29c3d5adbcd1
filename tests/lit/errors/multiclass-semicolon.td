// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
multiclass M { def a; }
// CHECK: [[@LINE+1]]:18: error: expected ';' in multiclass definition
multiclass N : M 5
