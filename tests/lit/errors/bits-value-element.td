// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:21: error: Element #0 ("a") is not convertable to a bit
def a { bits<1> x = {"a"}; }
