// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:14: error: expected '<' after bits type
def a { bits x; }
