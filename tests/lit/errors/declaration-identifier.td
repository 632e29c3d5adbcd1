// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:15: error: Expected identifier in declaration
class A { int 5; }
