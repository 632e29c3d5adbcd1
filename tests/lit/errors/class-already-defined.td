// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A { int x; }
// CHECK: [[@LINE+1]]:7: error: Class 'A' already defined
class A;
