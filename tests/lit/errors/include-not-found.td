// RUN: not %tblgen %s 2>&1 | FileCheck %s
// DIFF:
// CHECK: [[@LINE+2]]:9: error: could not find include file 'does-not-exist.td'
// CHECK: [[@LINE+1]]:9: error: Unexpected token at top level
include "does-not-exist.td"
