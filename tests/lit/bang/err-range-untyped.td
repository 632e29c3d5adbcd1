// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:23: error: expected value to be a typed value, got '?'
// CHECK: [[@LINE+1]]:31: error: expected ';' after declaration
def a { list<int> x = !range(?); }
