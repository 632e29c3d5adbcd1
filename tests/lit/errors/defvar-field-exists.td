// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a {
  int x;
// CHECK: [[@LINE+1]]:10: error: field of this name already exists
  defvar x = 1;
}
