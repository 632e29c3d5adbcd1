// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:38: error: !foreach must have a list or dag argument
// CHECK: [[@LINE+1]]:38: error: expected ';' after declaration
def a { list<int> x = !foreach(i, 1, i); }
