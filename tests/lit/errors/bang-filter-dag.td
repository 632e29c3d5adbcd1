// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+2]]:40: error: !filter must have a list argument
// CHECK: [[@LINE+1]]:40: error: expected ';' after declaration
def a { list<int> x = !filter(i, (op), 1); }
