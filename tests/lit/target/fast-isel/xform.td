// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// An ImmLeaf with a transform: the result operand is the transform
// applied to the immediate, so the pattern is not simple; a ComplexPattern
// operand is not simple either.

include "fi.td"

def neg_xform : SDNodeXForm<imm, [{ return getI32Imm(-N->getSExtValue(), SDLoc(N)); }]>;
def negimm : ImmLeaf<i32, [{ return Imm < 0; }], neg_xform>;
def SUBneg : FiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$b), [(set GPR:$d, (add GPR:$a, negimm:$b))]>;
def addr : ComplexPattern<i32, 2, "selectAddr", [add]>;
def memop : Operand<i32> { let MIOperandInfo = (ops GPR, i32imm); }
def LD : FiInst<(outs GPR:$d), (ins memop:$m), [(set GPR:$d, (load addr:$m))]>;
def ADDrr : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;

// CHECK: static bool Predicate_negimm(int64_t Imm) {
// CHECK: Register fastEmit_ISD_ADD_MVT_i32_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   return fastEmitInst_rr(Fi::ADDrr, &Fi::GPRRegClass, Op0, Op1);
// CHECK: Register fastEmit_ISD_ADD_rr(MVT VT, MVT RetVT, Register Op0, Register Op1) {
// CHECK:   case MVT::i32: return fastEmit_ISD_ADD_MVT_i32_rr(RetVT, Op0, Op1);
// CHECK: Register fastEmit_rr(MVT VT, MVT RetVT, unsigned Opcode, Register Op0, Register Op1) override {
// CHECK:   case ISD::ADD: return fastEmit_ISD_ADD_rr(VT, RetVT, Op0, Op1);
