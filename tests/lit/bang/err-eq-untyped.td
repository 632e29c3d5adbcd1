// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:17: error: expected value to be a typed value, got '?'
// CHECK: [[@LINE+1]]:22: error: expected ';' after declaration
def a { bit x = !eq(?, 1); }
