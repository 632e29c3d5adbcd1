// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:11: error: only comments are supported after #ifndef NAME
// CHECK: [[@LINE+1]]:11: error: Unexpected token at top level
#ifndef A B
#endif
