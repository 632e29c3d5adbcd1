// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:37: error: expected ',' in !foldl
// CHECK: [[@LINE+1]]:37: error: expected ';' after declaration
def a { int x = !foldl(0, [1], a, b a); }
