// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def op;
// CHECK: [[@LINE+2]]:17: error: expected value of type 'int', but got dag type
// CHECK: [[@LINE+1]]:35: error: expected ';' after declaration
def a { int x = !foreach(i, (op), i); }
