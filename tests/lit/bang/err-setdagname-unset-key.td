// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:45: error: expected integer index or string name, got '?'
def op; def a { dag x = !setdagname((op 1), ?, "x"); }
