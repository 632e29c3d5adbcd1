// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:17: error: Variable not defined: 'y'
def a { int x = y; }
