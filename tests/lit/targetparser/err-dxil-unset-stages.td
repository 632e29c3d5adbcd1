// RUN: rm -f %t
// RUN: not %tblgen -gen-dxil-operation -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-dxil-operation -I %S/Inputs
//
// stages has no default.

include "dxil-classes.td"
// CHECK: [[@LINE+1]]:5: error: Record `B', field `stages' exists but does not have a list value
def B : DXILOp<2, unary> { let result = VoidTy; }
