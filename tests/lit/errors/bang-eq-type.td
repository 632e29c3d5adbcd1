// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:21: error: expected bit, bits, int, string, or record; got value of type 'list<int>'
// CHECK: [[@LINE+1]]:24: error: expected ';' after declaration
def a { bit x = !eq([1], [1]); }
