// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:41: error: expected value of type 'string', got 'int'
// CHECK: [[@LINE+1]]:42: error: expected ';' after declaration
def a { string x = !strconcat("a", "b", 1); }
