// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:26: error: expected ')' in operator
def a { int x = !add(1, 2; }
