// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:23: error: expected first arg type to be 'string', got value of type 'int'
// CHECK: [[@LINE+1]]:37: error: expected ';' after declaration
def a { list<int> x = !listsplat("a", 2); }
