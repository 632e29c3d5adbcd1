// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:22: error: Invalid bit range for value
// CHECK: [[@LINE+1]]:25: error: expected ';' after declaration
def a { bits<2> x = 5{70}; }
