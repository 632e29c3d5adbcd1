// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:20: error: expected two operands to operator
def a { string x = !interleave(["a"], ",", 1); }
