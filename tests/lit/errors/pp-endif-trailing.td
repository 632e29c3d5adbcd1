// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
#ifdef A
// CHECK: [[@LINE+2]]:8: error: only comments are supported after #endif
// CHECK: [[@LINE+1]]:8: error: Unexpected token at top level
#endif B
