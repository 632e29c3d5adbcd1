// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:40: error: expected ')' in fold operator
// CHECK: [[@LINE+1]]:40: error: expected ';' after declaration
def a { int x = !foldl(0, [1], a, b, a 1); }
