// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
#ifdef A
def a;
// CHECK: [[@LINE+3]]:1: error: reached EOF without matching #endif
// CHECK: [[@LINE-3]]:8: error: the latest preprocessor control is here
// CHECK: [[@LINE+1]]:1: error: Unexpected token at top level
