// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A fragment may name its operands with bare $x leaves (no node:).

include "di.td"
def negone : PatFrag<(ops node:$src0), (sub 0, $src0)>;
def bin1 : PatFrag<(ops node:$lhs, node:$rhs), (add $lhs, $rhs), [{ return N->getFlags().hasNoUnsignedWrap(); }]>;
def NEG : DiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (negone GPR:$a))]>;
def ADDu : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (bin1 GPR:$a, GPR:$b))]>;

// CHECK: Src: (sub:{ *:[i32] } 0:{ *:[i32] }, GPR:{ *:[i32] }:$a)
