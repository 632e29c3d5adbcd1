// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+1]]:26: error: cannot have both unset children and unset names in !dag
def a { dag x = !dag(op, ?, ?); }
