// RUN: rm -f %t
// RUN: not %tblgen -gen-dxil-operation -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-dxil-operation -I %S/Inputs
//
// The sentinel class is no class.

include "dxil-classes.td"
// CHECK: [[@LINE+1]]:5: error: Unspecified DXIL OpClass for DXIL operation - Nop
def Nop : DXILOp<3, UnknownOpClass> { let result = VoidTy; let stages = [Stages<V1_0, [pixel]>]; }
