// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:13: error: expected '{' in multiclass definition
multiclass M;
