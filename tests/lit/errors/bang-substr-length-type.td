// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:40: error: expected int, got type 'string'
def a { string x = !substr("a", 0, "c"); }
