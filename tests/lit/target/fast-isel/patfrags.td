// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A PatFrags with two alternatives gives two patterns; a fragment with a
// predicate makes its pattern not simple.

include "fi.td"

def addlike : PatFrags<(ops node:$a, node:$b), [(add node:$a, node:$b), (or node:$a, node:$b)]>;
def ADDL : FiInst<(outs DPR:$d), (ins DPR:$a, DPR:$b), [(set DPR:$d, (addlike DPR:$a, DPR:$b))]>;
def oneuse_xor : PatFrag<(ops node:$a, node:$b), (xor node:$a, node:$b), [{ return N->hasOneUse(); }]>;
def XOR1 : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (oneuse_xor GPR:$a, GPR:$b))]>;
def plain_sub : PatFrag<(ops node:$a, node:$b), (sub node:$a, node:$b)>;
def SUB : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (plain_sub GPR:$a, GPR:$b))]>;
def immodd : PatLeaf<(imm), [{ return N->getZExtValue() & 1; }]>;
def MULodd : FiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$b), [(set GPR:$d, (mul GPR:$a, immodd:$b))]>;

// CHECK: Register fastEmit_ISD_ADD_MVT_i64_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i64)
// CHECK:   return fastEmitInst_rr(Fi::ADDL, &Fi::DPRRegClass, Op0, Op1);
// CHECK: Register fastEmit_ISD_ADD_rr(MVT VT, MVT RetVT, Register Op0, Register Op1) {
// CHECK:   case MVT::i64: return fastEmit_ISD_ADD_MVT_i64_rr(RetVT, Op0, Op1);
// CHECK: Register fastEmit_ISD_OR_MVT_i64_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i64)
// CHECK:   return fastEmitInst_rr(Fi::ADDL, &Fi::DPRRegClass, Op0, Op1);
// CHECK: Register fastEmit_ISD_OR_rr(MVT VT, MVT RetVT, Register Op0, Register Op1) {
// CHECK:   case MVT::i64: return fastEmit_ISD_OR_MVT_i64_rr(RetVT, Op0, Op1);
// CHECK: Register fastEmit_ISD_SUB_MVT_i32_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   return fastEmitInst_rr(Fi::SUB, &Fi::GPRRegClass, Op0, Op1);
// CHECK: Register fastEmit_ISD_SUB_rr(MVT VT, MVT RetVT, Register Op0, Register Op1) {
// CHECK:   case MVT::i32: return fastEmit_ISD_SUB_MVT_i32_rr(RetVT, Op0, Op1);
// CHECK: Register fastEmit_rr(MVT VT, MVT RetVT, unsigned Opcode, Register Op0, Register Op1) override {
// CHECK:   case ISD::ADD: return fastEmit_ISD_ADD_rr(VT, RetVT, Op0, Op1);
// CHECK:   case ISD::OR: return fastEmit_ISD_OR_rr(VT, RetVT, Op0, Op1);
