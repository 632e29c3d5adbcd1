// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:28: error: expected string, got type 'int'
def a { int x = !find("a", 1); }
