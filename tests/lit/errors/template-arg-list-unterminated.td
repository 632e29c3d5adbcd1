// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:14: error: expected '>' at end of template argument list
class A<int x;
