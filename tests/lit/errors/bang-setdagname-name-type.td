// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+1]]:40: error: expected string or unset name, got type 'int'
def a { dag x = !setdagname((op 1), 0, 1); }
