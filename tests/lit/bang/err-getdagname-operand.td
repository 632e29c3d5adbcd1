// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:51: error: expected value of type 'int', got 'string'
// CHECK: [[@LINE+1]]:54: error: expected ';' after declaration
def op; def a { string x = !getdagname((op 1:$a), "a"); }
