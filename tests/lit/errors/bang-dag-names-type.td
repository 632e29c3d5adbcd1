// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+1]]:31: error: expected list<string>, got type 'list<int>'
def a { dag x = !dag(op, [1], [2]); }
