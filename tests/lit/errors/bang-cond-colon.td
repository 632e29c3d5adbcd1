// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:25: error: expected ':'  following a condition in !cond operator
// CHECK: [[@LINE+1]]:25: error: expected ';' after declaration
def a { int x = !cond(1 2); }
