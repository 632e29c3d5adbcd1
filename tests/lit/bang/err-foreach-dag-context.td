// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:25: error: expected value of type 'int', but got dag type
// CHECK: [[@LINE+1]]:45: error: expected ';' after declaration
def op; def a { int x = !foreach(v, (op 1), v); }
