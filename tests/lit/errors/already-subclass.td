// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A;
// CHECK: [[@LINE+1]]:14: error: Already subclass of 'A'!
class B : A, A;
