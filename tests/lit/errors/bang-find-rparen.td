// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:35: error: expected ')' in !find operator
// CHECK: [[@LINE+1]]:35: error: expected ';' after declaration
def a { int x = !find("a", "b", 0 1); }
