// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A;
// CHECK: [[@LINE+2]]:28: error: expected string type argument in !exists operator
// CHECK: [[@LINE+1]]:29: error: expected ';' after declaration
def a { bit x = !exists<A>(?); }
