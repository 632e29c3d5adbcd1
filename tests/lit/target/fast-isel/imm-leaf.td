// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Immediates with ImmLeaf predicates: the predicate functions, the
// "ri_Predicate_X" functions and the checks tried first in fastEmit_ri.

include "fi.td"

def simm8 : ImmLeaf<i32, [{ return isInt<8>(Imm); }]>;
def uimm4 : ImmLeaf<i32, [{ return isUInt<4>(Imm); }]>;
def simm16 : ImmLeaf<i64, [{ return isInt<16>(Imm); }]>;
def ADDri : FiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$b), [(set GPR:$d, (add GPR:$a, simm8:$b))]>;
def ADDri4 : FiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$b), [(set GPR:$d, (add GPR:$a, uimm4:$b))]>;
def ADDDri : FiInst<(outs DPR:$d), (ins DPR:$a, i64imm:$b), [(set DPR:$d, (add DPR:$a, simm16:$b))]>;
def SHLri : FiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$b), [(set GPR:$d, (shl GPR:$a, (i32 imm:$b)))]>;
def SRLri : FiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$b), [(set GPR:$d, (srl GPR:$a, uimm4:$b))]>;

// CHECK: static bool Predicate_simm8(int64_t Imm) {
// CHECK: static bool Predicate_uimm4(int64_t Imm) {
// CHECK: static bool Predicate_simm16(int64_t Imm) {
// CHECK: Register fastEmit_ISD_SHL_MVT_i32_ri(MVT RetVT, Register Op0, uint64_t imm1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   return fastEmitInst_ri(Fi::SHLri, &Fi::GPRRegClass, Op0, imm1);
// CHECK: Register fastEmit_ISD_SHL_ri(MVT VT, MVT RetVT, Register Op0, uint64_t imm1) {
// CHECK:   case MVT::i32: return fastEmit_ISD_SHL_MVT_i32_ri(RetVT, Op0, imm1);
// CHECK: Register fastEmit_ri(MVT VT, MVT RetVT, unsigned Opcode, Register Op0, uint64_t imm1) override {
// CHECK:   if (VT == MVT::i32 && Predicate_simm8(imm1))
// CHECK:     if (Register Reg = fastEmit_ri_Predicate_simm8(VT, RetVT, Opcode, Op0, imm1))
// CHECK:   if (VT == MVT::i32 && Predicate_uimm4(imm1))
// CHECK:     if (Register Reg = fastEmit_ri_Predicate_uimm4(VT, RetVT, Opcode, Op0, imm1))
// CHECK:   if (VT == MVT::i64 && Predicate_simm16(imm1))
// CHECK:     if (Register Reg = fastEmit_ri_Predicate_simm16(VT, RetVT, Opcode, Op0, imm1))
// CHECK:   case ISD::SHL: return fastEmit_ISD_SHL_ri(VT, RetVT, Op0, imm1);
// CHECK: Register fastEmit_ISD_ADD_MVT_i32_ri_Predicate_simm8(MVT RetVT, Register Op0, uint64_t imm1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
