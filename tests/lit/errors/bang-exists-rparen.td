// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A;
// CHECK: [[@LINE+1]]:31: error: expected ')' in !exists
def a { bit x = !exists<A>("a"; }
