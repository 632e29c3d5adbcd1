// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:24: error: there should be at least 1 'condition : value' in the !cond operator
def a { int x = !cond(); }
