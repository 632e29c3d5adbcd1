// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+3]]:25: error: expected type name for operator
// CHECK: [[@LINE+2]]:25: error: did not get type for unary operator
// CHECK: [[@LINE+1]]:25: error: expected ';' after declaration
def a { string x = !cast(1); }
