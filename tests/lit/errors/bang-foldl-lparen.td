// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:24: error: expected '(' after !foldl
// CHECK: [[@LINE+1]]:24: error: expected ';' after declaration
def a { int x = !foldl 1; }
