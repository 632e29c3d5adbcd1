// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
class A {
  defvar x = 1;
// CHECK: [[@LINE+1]]:7: error: local variable of this name already exists
  int x;
}
