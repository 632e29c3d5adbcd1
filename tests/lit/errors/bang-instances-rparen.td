// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A;
// CHECK: [[@LINE+1]]:38: error: expected ')' in !instances
def a { list<A> x = !instances<A>("a"; }
