// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a {
  defvar x = 1;
// CHECK: [[@LINE+1]]:10: error: local variable of this name already exists
  defvar x = 2;
}
