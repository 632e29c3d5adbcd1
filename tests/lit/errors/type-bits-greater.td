// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:16: error: expected '>' at end of bits<n> type
def a { bits<4 x; }
