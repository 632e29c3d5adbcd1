// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+2]]:23: error: expected variable name in dag literal
// CHECK: [[@LINE+1]]:23: error: expected ';' after declaration
def a { dag x = (op 1:5); }
