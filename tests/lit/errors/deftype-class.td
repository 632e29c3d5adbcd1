// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A;
// CHECK: [[@LINE+1]]:13: error: cannot define type alias for class type 'A'
deftype T = A;
