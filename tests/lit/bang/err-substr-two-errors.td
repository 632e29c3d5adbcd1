// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:29: error: expected value of type 'int', got 'string'
// CHECK: [[@LINE+1]]:30: error: expected string, got type 'int'
def a { int x = !substr(1, 0); }
