// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:26: error: expected '}' at end of bit list value
def a { bits<2> x = {1, 0; }
