// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+2]]:41: error: expected bit, bits, int, or string; got value of type 'list<int>'
// CHECK: [[@LINE+1]]:44: error: expected ';' after declaration
def a { int x = !getdagarg<int>((op 1), [0]); }
