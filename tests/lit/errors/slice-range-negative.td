// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:31: error: invalid range, cannot be negative
// CHECK: [[@LINE+1]]:31: error: expected ';' after declaration
def a { list<int> x = [1, 2][0+1]; }
