// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+3]]:21: error: invalid variable name
// CHECK: [[@LINE+2]]:21: error: Unknown or reserved token when parsing a value
// CHECK: [[@LINE+1]]:21: error: expected ';' after declaration
def a { dag x = (op $1); }
