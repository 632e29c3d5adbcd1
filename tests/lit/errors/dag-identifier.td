// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:18: error: expected identifier or list of value types in dag init
// CHECK: [[@LINE+1]]:18: error: expected ';' after declaration
def a { dag x = (5); }
