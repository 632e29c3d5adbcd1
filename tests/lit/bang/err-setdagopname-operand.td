// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:47: error: expected value of type 'string', got 'int'
// CHECK: [[@LINE+1]]:48: error: expected ';' after declaration
def op; def a { dag x = !setdagopname((op 1), 1); }
