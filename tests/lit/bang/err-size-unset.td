// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:24: error: expected string, list, or dag type argument in unary operator
// CHECK: [[@LINE+1]]:24: error: expected ';' after declaration
def a { int x = !size(?); }
