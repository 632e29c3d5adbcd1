// RUN: rm -f %t
// RUN: not %tblgen -gen-dxil-operation -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-dxil-operation -I %S/Inputs
//
// Doc is read (after OpCode) though never written.

include "dxil-classes.td"
// CHECK: [[@LINE+1]]:5: error: Record `A', field `Doc' exists but does not have a string value
def A : DXILOp<5, unary> { let result = VoidTy; let Doc = ?; let stages = []; }
