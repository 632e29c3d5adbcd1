// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+2]]:21: error: expected variable name in dag operator
// CHECK: [[@LINE+1]]:21: error: expected ';' after declaration
def a { dag x = (op:5); }
