// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:17: error: expected output type to be a list, got type 'int'
// CHECK: [[@LINE+1]]:29: error: expected ';' after declaration
def a { int x = !listsplat(1, 2); }
