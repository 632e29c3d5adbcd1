// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:17: error: Expected a class name, got 'foo'
// CHECK: [[@LINE+1]]:20: error: expected ';' after declaration
def a { int x = foo<1>; }
