// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:32: error: third argument of !foldl must be an identifier
// CHECK: [[@LINE+1]]:32: error: expected ';' after declaration
def a { int x = !foldl(0, [1], 1, b, a); }
