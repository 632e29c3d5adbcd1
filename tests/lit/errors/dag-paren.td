// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+1]]:22: error: expected ')' in dag init
def a { dag x = (op 1; }
