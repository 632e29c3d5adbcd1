// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:13: error: expected field identifier after let
def a { let 5 = 1; }
