// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:35: error: fourth argument of !foldl must be an identifier
// CHECK: [[@LINE+1]]:35: error: expected ';' after declaration
def a { int x = !foldl(0, [1], a, 1, a); }
