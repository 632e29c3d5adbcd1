// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:52: error: expected bit, bits, int, or string; got value of type 'list<int>'
// CHECK: [[@LINE+1]]:55: error: expected ';' after declaration
def op; def a { int x = !getdagarg<int>((op 1), 0, [1]); }
