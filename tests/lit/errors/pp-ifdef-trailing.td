// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:10: error: only comments are supported after #ifdef NAME
// CHECK: [[@LINE+1]]:10: error: Unexpected token at top level
#ifdef A B
#endif
