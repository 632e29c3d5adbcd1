// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a;
// CHECK: [[@LINE+1]]:1: error: Unexpected token at top level
}
