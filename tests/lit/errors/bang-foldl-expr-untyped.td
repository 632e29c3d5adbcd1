// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:39: error: could not get type of !foldl expression
// CHECK: [[@LINE+1]]:39: error: expected ';' after declaration
def a { int x = !foldl(0, [1], a, b, ?); }
