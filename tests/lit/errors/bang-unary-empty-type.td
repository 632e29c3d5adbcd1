// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:25: error: expected string, list, or dag type argument in unary operator
// CHECK: [[@LINE+1]]:25: error: expected ';' after declaration
def a { bit x = !empty(1); }
