// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A<int x>;
// CHECK: [[@LINE+2]]:9: error: value not specified for template argument 'A:x'
// CHECK: [[@LINE-2]]:13: note: declared in 'A'
def a : A;
