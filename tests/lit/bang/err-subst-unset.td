// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:39: error: could not get type for !subst
def a { string x = !subst("a", "b", ?); }
