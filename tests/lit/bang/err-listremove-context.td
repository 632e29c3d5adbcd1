// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:35: error: expected value of type 'list<int>', got 'int'
// CHECK: [[@LINE+1]]:36: error: expected ';' after declaration
def a { list<int> x = !listremove(1, 2); }
