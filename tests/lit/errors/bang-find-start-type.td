// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:37: error: expected int, got type 'string'
def a { int x = !find("a", "b", "c"); }
