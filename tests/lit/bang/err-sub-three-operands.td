// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:17: error: expected two operands to operator
def a { int x = !sub(1, 2, 3); }
