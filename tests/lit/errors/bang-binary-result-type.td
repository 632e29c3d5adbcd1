// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:17: error: expected value of type 'int', got 'string'
// CHECK: [[@LINE+1]]:27: error: expected ';' after declaration
def a { int x = !strconcat("a", "b"); }
