// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
#ifdef A
#else
def a;
// CHECK: [[@LINE+2]]:1: error: reached EOF without matching #endif
// CHECK: [[@LINE-3]]:2: error: the latest preprocessor control is here
