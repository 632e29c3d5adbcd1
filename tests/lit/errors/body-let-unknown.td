// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:13: error: Value 'y' unknown!
def a { let y = 1; }
