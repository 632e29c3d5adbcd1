// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:9: error: Couldn't find class 'B'
// CHECK: [[@LINE+1]]:11: error: unknown class name
def a { B x; }
