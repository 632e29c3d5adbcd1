// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A { int x = 1; }
class B { string x = "s"; }
// CHECK: [[@LINE+1]]:12: error: New definition of 'x' of type 'string' is incompatible with previous definition of type 'int'
def c : A, B;
