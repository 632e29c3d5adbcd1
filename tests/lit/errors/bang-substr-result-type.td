// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:31: error: expected value of type 'int', got 'string'
// CHECK: [[@LINE+1]]:17: error: Field 'x' of type 'int' is incompatible with value '"a"' of type 'string'
def a { int x = !substr("a", 0); }
