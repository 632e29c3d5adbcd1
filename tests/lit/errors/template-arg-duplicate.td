// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:16: error: template argument with the same name has already been defined
class A<int x, int x>;
