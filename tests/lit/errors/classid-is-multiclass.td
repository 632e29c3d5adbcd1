// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
multiclass M { def x; }
// CHECK: [[@LINE+1]]:9: error: Couldn't find class 'M'. Use 'defm' if you meant to use multiclass 'M'
def a : M;
