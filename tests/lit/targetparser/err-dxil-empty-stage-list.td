// RUN: rm -f %t
// RUN: not %tblgen -gen-dxil-operation -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-dxil-operation -I %S/Inputs
//
// A Stages entry without stages: found when the table is written, reported without a location.

include "dxil-classes.td"
def A : DXILOp<5, unary> { let result = VoidTy; let stages = [Stages<V1_0, [pixel]>, Stages<V1_3, []>]; }
// CHECK: error: No valid stages for operation specified
