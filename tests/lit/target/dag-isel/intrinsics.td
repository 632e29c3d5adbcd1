// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Intrinsics: without chain, with chain, void; a commutative intrinsic
// gets the variant with its first two operands (after the ID) swapped.

include "di.td"

def int_di_mac : Intrinsic<[llvm_i32_ty], [llvm_i32_ty, llvm_i32_ty], [IntrNoMem, Commutative]>;
def int_di_ld : Intrinsic<[llvm_i32_ty], [llvm_ptr_ty], [IntrReadMem]>;
def int_di_fence : Intrinsic<[], [llvm_i32_ty], []>;

def MAC : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (int_di_mac GPR:$a, (ctlz GPR:$b)))]>;
def LDI : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (int_di_ld GPR:$p))]>;
def FENCE : DiInst<(outs), (ins i32imm:$k), [(int_di_fence timm:$k)]>;

// CHECK: TARGET_VAL(ISD::INTRINSIC_WO_CHAIN)
// CHECK: // Src: (intrinsic_wo_chain:{ *:[i32] } {{[0-9]+}}:{ *:[iPTR] }, GPR:{ *:[i32] }:$a, (ctlz:{ *:[i32] } GPR:{ *:[i32] }:$b))
// CHECK: // Src: (intrinsic_wo_chain:{ *:[i32] } {{[0-9]+}}:{ *:[iPTR] }, (ctlz:{ *:[i32] } GPR:{ *:[i32] }:$b), GPR:{ *:[i32] }:$a)
