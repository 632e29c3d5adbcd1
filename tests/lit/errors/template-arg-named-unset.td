// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A<int x>;
// CHECK: [[@LINE+1]]:15: error: The value of named argument should be initialized, but we got '?'
def a : A<x = ?>;
