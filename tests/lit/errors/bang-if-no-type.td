// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:29: error: could not get type for !if
def a { int x = !if(1, ?, ?); }
