// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:15: error: multiclass must contain at least one def
multiclass M {}
