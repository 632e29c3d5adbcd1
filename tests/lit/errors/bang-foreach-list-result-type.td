// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:17: error: expected value of type 'int', but got list type
// CHECK: [[@LINE+1]]:34: error: expected ';' after declaration
def a { int x = !foreach(i, [1], i); }
