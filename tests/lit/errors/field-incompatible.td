// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:17: error: Field 'x' of type 'int' is incompatible with value '"s"' of type 'string'
def a { int x = "s"; }
