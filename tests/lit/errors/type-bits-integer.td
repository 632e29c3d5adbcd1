// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:14: error: expected integer in bits<n> type
def a { bits<n> x; }
