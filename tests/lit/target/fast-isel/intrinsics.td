// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Intrinsic patterns are typed from the intrinsic's signature; they are
// never simple (the intrinsic ID is an operand).

include "fi.td"

def int_fi_foo : DefaultAttrsIntrinsic<[llvm_i32_ty], [llvm_i32_ty, llvm_i32_ty], [IntrNoMem]>;
def int_fi_bar : Intrinsic<[], [llvm_i64_ty], []>;
def int_fi_any : DefaultAttrsIntrinsic<[llvm_anyint_ty], [LLVMMatchType<0>], [IntrNoMem]>;
def FOO : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (int_fi_foo GPR:$a, GPR:$b))]>;
def BAR : FiInst<(outs), (ins DPR:$a), [(int_fi_bar DPR:$a)]>;
def ANY : FiInst<(outs DPR:$d), (ins DPR:$a), [(set DPR:$d, (int_fi_any DPR:$a))]>;
def NEG : FiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (ineg GPR:$a))]>;

// CHECK: Automatically generated file, do not edit!
// CHECK-NOT: fastEmit_
