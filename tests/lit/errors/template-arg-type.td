// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A<int x>;
// CHECK: [[@LINE+1]]:11: error: Value specified for template argument 'A:x' is of type string; expected type int: "s"
def a : A<"s">;
