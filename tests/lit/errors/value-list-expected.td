// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:17: error: Invalid value, list expected
// CHECK: [[@LINE+1]]:18: error: expected ';' after declaration
def a { int x = ?[0]; }
