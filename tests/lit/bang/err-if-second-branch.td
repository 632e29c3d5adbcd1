// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:31: error: inconsistent types 'int' and 'string' for !if
def a { int x = !if(1, 2, "b"); }
