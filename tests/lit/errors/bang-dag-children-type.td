// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+1]]:26: error: expected list of children, got type 'int'
def a { dag x = !dag(op, 1, ["a"]); }
