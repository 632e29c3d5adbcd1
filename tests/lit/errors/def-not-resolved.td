// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:5: error: Initializer of 'x' in 'a' could not be fully resolved: !add(y, 1)
def a {
  int y;
  int x = !add(y, 1);
}
