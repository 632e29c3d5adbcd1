// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:10: error: expected ',' in assert statement
assert 1 "x";
