// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:5: error: Value 'y' unknown!
let y = 1 in
def a;
