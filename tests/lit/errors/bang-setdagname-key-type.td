// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+1]]:37: error: expected integer index or string name, got type 'list<int>'
def a { dag x = !setdagname((op 1), [0], "n"); }
