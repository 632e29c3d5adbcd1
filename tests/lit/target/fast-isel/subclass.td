// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Operands of a sub-class of the result class are accepted; of another
// class, not.

include "fi.td"

def LOWAND : FiInst<(outs GPR:$d), (ins GPRLow:$a, GPRLow:$b), [(set GPR:$d, (and GPRLow:$a, GPRLow:$b))]>;
def XORLOW : FiInst<(outs GPR:$d), (ins GPR:$a, GPRLow:$b), [(set GPR:$d, (xor GPR:$a, GPRLow:$b))]>;
def ORLOW : FiInst<(outs GPRLow:$d), (ins GPRLow:$a, GPR:$b), [(set GPRLow:$d, (or GPRLow:$a, GPR:$b))]>;

// CHECK: Register fastEmit_ISD_AND_MVT_i32_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   return fastEmitInst_rr(Fi::LOWAND, &Fi::GPRRegClass, Op0, Op1);
// CHECK: Register fastEmit_ISD_AND_rr(MVT VT, MVT RetVT, Register Op0, Register Op1) {
// CHECK:   case MVT::i32: return fastEmit_ISD_AND_MVT_i32_rr(RetVT, Op0, Op1);
// CHECK: Register fastEmit_ISD_XOR_MVT_i32_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   return fastEmitInst_rr(Fi::XORLOW, &Fi::GPRRegClass, Op0, Op1);
// CHECK: Register fastEmit_ISD_XOR_rr(MVT VT, MVT RetVT, Register Op0, Register Op1) {
// CHECK:   case MVT::i32: return fastEmit_ISD_XOR_MVT_i32_rr(RetVT, Op0, Op1);
// CHECK: Register fastEmit_rr(MVT VT, MVT RetVT, unsigned Opcode, Register Op0, Register Op1) override {
// CHECK:   case ISD::AND: return fastEmit_ISD_AND_rr(VT, RetVT, Op0, Op1);
// CHECK:   case ISD::XOR: return fastEmit_ISD_XOR_rr(VT, RetVT, Op0, Op1);
