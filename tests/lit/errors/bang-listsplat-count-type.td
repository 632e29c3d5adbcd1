// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:37: error: expected second parameter to be an int, got value of type 'string'
// CHECK: [[@LINE+1]]:40: error: expected ';' after declaration
def a { list<int> x = !listsplat(1, "a"); }
