// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:30: error: expected list or int, got value of type 'string'
// CHECK: [[@LINE+1]]:33: error: expected ';' after declaration
def a { list<int> x = !range("a"); }
