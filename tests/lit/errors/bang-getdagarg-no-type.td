// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+3]]:27: error: expected type name for operator
// CHECK: [[@LINE+2]]:27: error: did not get type for !getdagarg operator
// CHECK: [[@LINE+1]]:27: error: expected ';' after declaration
def a { int x = !getdagarg((op 1), 0); }
