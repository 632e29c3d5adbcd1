// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:21: error: expected bit, bits, int, or string; got value of type 'list<int>'
// CHECK: [[@LINE+1]]:24: error: expected ';' after declaration
def a { bit x = !le([1], [2]); }
