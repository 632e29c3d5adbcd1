// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A<int x>;
// CHECK: [[@LINE+1]]:11: error: The name of named argument should be a valid identifier
def a : A<1 = 2>;
