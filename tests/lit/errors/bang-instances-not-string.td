// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A;
// CHECK: [[@LINE+2]]:35: error: expected string type argument in !instances operator
// CHECK: [[@LINE+1]]:36: error: expected ';' after declaration
def a { list<A> x = !instances<A>(1); }
