// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+1]]:36: error: expected integer index or string name, got type 'list<int>'
def a { dag x = !setdagarg((op 1), [0], 2); }
