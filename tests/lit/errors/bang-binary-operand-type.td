// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:25: error: expected value of type 'int', got 'string'
// CHECK: [[@LINE+1]]:28: error: expected ';' after declaration
def a { int x = !add(1, "a"); }
