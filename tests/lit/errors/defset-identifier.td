// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:18: error: expected identifier
defset list<int> 5 = {}
