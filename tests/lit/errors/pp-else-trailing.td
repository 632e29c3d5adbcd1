// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
#ifdef A
// CHECK: [[@LINE+2]]:7: error: only comments are supported after #else
// CHECK: [[@LINE+1]]:7: error: Unexpected token at top level
#else B
#endif
