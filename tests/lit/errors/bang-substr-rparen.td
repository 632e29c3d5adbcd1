// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:38: error: expected ')' in !substr operator
// CHECK: [[@LINE+1]]:38: error: expected ';' after declaration
def a { string x = !substr("a", 0, 1 2); }
