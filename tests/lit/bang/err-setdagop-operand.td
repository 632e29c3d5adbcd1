// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:43: error: expected value of type '{}', got 'int'
// CHECK: [[@LINE+1]]:44: error: expected ';' after declaration
def op; def a { dag x = !setdagop((op 1), 1); }
