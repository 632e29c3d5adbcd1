// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:9: error: expected macro name after #define
// CHECK: [[@LINE+1]]:9: error: Unexpected token at top level
#define 1
