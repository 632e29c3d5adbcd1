// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Memory predicates: loads (non-extending, any-extending with a memory
// type, sign/zero-extending through their own opcodes), stores (plain and
// truncating), the NotAtomic check and the merged memory operands.

include "gi.td"

def LD : GiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (load GPR:$p))]>;
def LD8S : GiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (sextloadi8 GPR:$p))]>;
def LD8Z : GiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (zextloadi8 GPR:$p))]>;
def LD16 : GiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (extloadi16 GPR:$p))]>;
def ST : GiInst<(outs), (ins GPR:$v, GPR:$p), [(store GPR:$v, GPR:$p)]>;
def ST8 : GiInst<(outs), (ins GPR:$v, GPR:$p), [(truncstorei8 GPR:$v, GPR:$p)]>;
def LDD : GiInst<(outs DPR:$d), (ins GPR:$p), [(set DPR:$d, (load GPR:$p))]>;

// CHECK: GIM_CheckAtomicOrdering, /*MI*/0, /*Order*/(uint8_t)AtomicOrdering::NotAtomic,
// CHECK: GIM_CheckMemorySizeEqualToLLT, /*MI*/0, /*MMO*/0, /*OpIdx*/0,
// CHECK: GIM_CheckPointerToAny, /*MI*/0, /*Op*/1, /*SizeInBits*/32,
// CHECK: GIR_MutateOpcode, /*InsnID*/0, /*RecycleInsnID*/0, /*Opcode*/GIMT_Encode2(Gi::LD),
// CHECK: GIM_CheckMemorySizeLessThanLLT, /*MI*/0, /*MMO*/0, /*OpIdx*/0,
// CHECK-NEXT: GIM_CheckMemorySizeEqualTo, /*MI*/0, /*MMO*/0, /*Size*/GIMT_Encode4(2),
