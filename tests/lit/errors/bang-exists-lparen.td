// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A;
// CHECK: [[@LINE+2]]:28: error: expected '(' after type of !exists
// CHECK: [[@LINE+1]]:28: error: expected ';' after declaration
def a { bit x = !exists<A> "a"; }
