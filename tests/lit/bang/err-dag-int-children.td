// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:34: error: expected list of children, got type 'int'
def op; def a { dag x = !dag(op, 1, ["a"]); }
