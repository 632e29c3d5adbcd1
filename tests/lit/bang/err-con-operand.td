// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:38: error: expected value of type 'dag', got 'int'
// CHECK: [[@LINE+1]]:39: error: expected ';' after declaration
def op; def a { dag x = !con((op 1), 1); }
