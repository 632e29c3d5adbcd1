// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:27: error: expected '(' after type of !isa
// CHECK: [[@LINE+1]]:27: error: expected ';' after declaration
def a { bit x = !isa<int> 1; }
