// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A;
// CHECK: [[@LINE+2]]:35: error: expected '(' after type of !instances
// CHECK: [[@LINE+1]]:35: error: expected ';' after declaration
def a { list<A> x = !instances<A> "a"; }
