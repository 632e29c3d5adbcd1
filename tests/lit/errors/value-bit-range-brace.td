// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+1]]:24: error: expected '}' at end of bit range list
def a { bits<1> x = 5{1; }
