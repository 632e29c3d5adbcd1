// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a {
  int acc;
// CHECK: [[@LINE+2]]:26: error: left !foldl variable '"acc"' already defined
// CHECK: [[@LINE+1]]:26: error: expected ';' after declaration
  int x = !foldl(0, [1], acc, b, acc);
}
