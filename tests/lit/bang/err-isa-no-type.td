// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:21: error: expected type name for operator
// CHECK: [[@LINE+1]]:21: error: expected ';' after declaration
def a { bit x = !isa(1); }
