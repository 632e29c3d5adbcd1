// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+4]]:35: error: Unknown token when expecting a type
// CHECK: [[@LINE+3]]:35: error: expected type name for operator
// CHECK: [[@LINE+2]]:35: error: did not get type for unary operator
// CHECK: [[@LINE+1]]:35: error: expected ';' after declaration
def op; def a { dag x = !getdagop<>((op 1)); }
