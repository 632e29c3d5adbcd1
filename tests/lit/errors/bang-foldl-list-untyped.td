// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:28: error: could not get type of !foldl list: '?'
// CHECK: [[@LINE+1]]:28: error: expected ';' after declaration
def a { int x = !foldl(0, ?, a, b, a); }
