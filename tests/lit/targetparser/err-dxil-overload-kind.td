// RUN: rm -f %t
// RUN: not %tblgen -gen-dxil-operation -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
//
// An overload type with no OverloadKind: llvm-tblgen 22 writes garbage or
// crashes (docs/known-differences.md); tblgen reports the operation.

include "dxil-classes.td"

def Ok : DXILOp<1, unary> {
  let result = VoidTy;
  let stages = [Stages<V1_0, [pixel]>];
  let overloads = [Overloads<V1_0, [HalfTy]>];
}
// CHECK: [[@LINE+1]]:5: error: DXIL operation Bad has an overload type without an OverloadKind: HandleTy
def Bad : DXILOp<2, unary> {
  let result = VoidTy;
  let stages = [Stages<V1_0, [pixel]>];
  let overloads = [Overloads<V1_0, [HalfTy, HandleTy]>];
}
