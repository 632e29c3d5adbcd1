// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:29: error: expected value of type 'string', got 'int'
// CHECK: [[@LINE+1]]:30: error: expected ';' after declaration
def a { bit x = !match("a", 1); }
