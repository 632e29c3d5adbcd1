// RUN: rm -f %t
// RUN: not %tblgen -gen-dxil-operation -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-dxil-operation -I %S/Inputs
//
// An operation needs at least one Stages entry.

include "dxil-classes.td"
def A : DXILOp<1, unary> { let result = VoidTy; let stages = [Stages<V1_0, [pixel]>]; }
// CHECK: [[@LINE+1]]:5: error: Atleast one specification of valid stage for B is required
def B : DXILOp<2, unary> { let result = VoidTy; let stages = []; }
