// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:9: error: Unknown token when expecting a type
def a { 5 x; }
