// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Immediate predicates: an ImmLeaf on a G_CONSTANT (testImmPredicate_I64)
// and the constant rendered as an immediate; a large constant needs the
// 8-byte check.

include "gi.td"

def simm8 : ImmLeaf<i32, [{ return Imm >= -128 && Imm < 128; }]>;
def uimm16 : ImmLeaf<i32, [{ return isUInt<16>(Imm); }]>;
def ADDri : GiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (add GPR:$a, simm8:$i))]>;
def ORri : GiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), [(set GPR:$d, (or GPR:$a, uimm16:$i))]>;
def MOVi : GiInst<(outs GPR:$d), (ins i32imm:$i), [(set GPR:$d, imm:$i)]>;
def XORr : GiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(xor GPR:$a, 100000), (XORr GPR:$a)>;

// CHECK: GICXXPred_I64_Predicate_simm8 = GICXXPred_Invalid + 1,
// CHECK: bool GiInstructionSelector::testImmPredicate_I64(unsigned PredicateID, int64_t Imm) const {
// CHECK: GIM_CheckI64ImmPredicate, /*MI*/1, /*Predicate*/GIMT_Encode2(GICXXPred_I64_Predicate_simm8),
// CHECK: GIR_CopyConstantAsSImm, /*NewInsnID*/0, /*OldInsnID*/1, // i
// CHECK: GIM_CheckConstantInt, /*MI*/0, /*Op*/2, GIMT_Encode8(100000),
