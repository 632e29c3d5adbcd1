// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:30: error: expected ',' in !find operator
// CHECK: [[@LINE+1]]:30: error: expected ';' after declaration
def a { int x = !find("a" "b"); }
