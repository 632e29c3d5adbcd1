// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
#ifndef A
def a;
// CHECK: [[@LINE+2]]:1: error: reached EOF without matching #endif
// CHECK: [[@LINE-3]]:9: error: the latest preprocessor control is here
