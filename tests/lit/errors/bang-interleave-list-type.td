// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+2]]:32: error: expected list of string, int, bits, or bit; got value of type 'list<dag>'
// CHECK: [[@LINE+1]]:38: error: expected ';' after declaration
def a { string x = !interleave([(op)], ","); }
