// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:8: error: expected macro name after #ifdef
// CHECK: [[@LINE+1]]:8: error: Unexpected token at top level
#ifdef 1
#endif
