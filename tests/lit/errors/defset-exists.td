// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def S;
// CHECK: [[@LINE+1]]:18: error: def or global variable of this name already exists
defset list<int> S = {}
