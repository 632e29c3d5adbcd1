// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:28: error: !foldl list must be a list, but is of type 'int
// CHECK: [[@LINE+1]]:28: error: expected ';' after declaration
def a { int x = !foldl(0, 1, a, b, a); }
