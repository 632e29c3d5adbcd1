// RUN: rm -f %t
// RUN: not %tblgen -gen-dxil-operation -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-dxil-operation -I %S/Inputs
//
// Two operations with one opcode: an error without a location.

include "dxil-classes.td"
def A : DXILOp<4, unary> { let result = VoidTy; let stages = [Stages<V1_0, [pixel]>]; }
def B : DXILOp<4, binary> { let result = VoidTy; let stages = [Stages<V1_0, [pixel]>]; }
// CHECK: error: Duplicate opcode: 4
