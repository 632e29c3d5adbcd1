// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:29: error: could not determine type for !cond from its arguments
def a { int x = !cond(1 : ?); }
