// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:30: error: expected list type argument in unary operator
// CHECK: [[@LINE+1]]:30: error: expected ';' after declaration
def a { list<int> x = !tail(?); }
