// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:38: error: could not get type of !foreach/!filter list or dag
// CHECK: [[@LINE+1]]:38: error: expected ';' after declaration
def a { list<int> x = !foreach(i, ?, i); }
