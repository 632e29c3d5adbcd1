// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:18: error: expected '>' at end of list<ty> type
def a { list<int x; }
