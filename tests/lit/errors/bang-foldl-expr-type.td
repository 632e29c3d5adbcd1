// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:41: error: !foldl expression must be of same type as start (int), but is of type string
// CHECK: [[@LINE+1]]:41: error: expected ';' after declaration
def a { int x = !foldl(0, [1], a, b, "s"); }
