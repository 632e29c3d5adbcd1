// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:10: error: Couldn't find multiclass 'M'
defm a : M;
