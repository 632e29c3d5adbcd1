// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:33: error: expected value of type 'int', got 'string'
// CHECK: [[@LINE+1]]:36: error: expected ';' after declaration
def a { list<int> x = !range(1, "a"); }
