// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:30: error: expected string, got type 'int'
def a { int x = !find(1, "b"); }
