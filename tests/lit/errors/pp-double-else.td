// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
#ifdef A
#else
// CHECK: [[@LINE+3]]:2: error: double #else
// CHECK: [[@LINE-2]]:2: error: previous #else is here
// CHECK: [[@LINE+1]]:2: error: Unexpected token at top level
#else
#endif
