// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
def a;
// CHECK: [[@LINE+2]]:2: error: #endif without #ifdef
// CHECK: [[@LINE+1]]:2: error: Unexpected token at top level
#endif
