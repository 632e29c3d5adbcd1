// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:35: error: expected one list, got extra value of type 'int'
// CHECK: [[@LINE+1]]:36: error: expected ';' after declaration
def a { list<int> x = !range([1], 2); }
