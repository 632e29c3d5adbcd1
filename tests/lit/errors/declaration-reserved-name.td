// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:15: error: 'NAME' is a reserved variable name
class A { int NAME; }
