// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Value-type operands (sext_inreg's VT) and type constraints relating
// operand sizes.

include "fi.td"

def SEXT8 : FiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (sext_inreg GPR:$a, i8))]>;
def SEXTD : FiInst<(outs DPR:$d), (ins GPR:$a), [(set DPR:$d, (sext GPR:$a))]>;
def ZEXTH : FiInst<(outs GPR:$d), (ins HPR:$a), [(set GPR:$d, (zext HPR:$a))]>;
def SELECT : FiInst<(outs GPR:$d), (ins GPR:$c, GPR:$a, GPR:$b), [(set GPR:$d, (select GPR:$c, GPR:$a, GPR:$b))]>;
def SLT : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (setlt GPR:$a, GPR:$b))]>;

// CHECK: Register fastEmit_ISD_SIGN_EXTEND_MVT_i32_r(MVT RetVT, Register Op0) {
// CHECK:   if (RetVT.SimpleTy != MVT::i64)
// CHECK:   return fastEmitInst_r(Fi::SEXTD, &Fi::DPRRegClass, Op0);
// CHECK: Register fastEmit_ISD_SIGN_EXTEND_r(MVT VT, MVT RetVT, Register Op0) {
// CHECK:   case MVT::i32: return fastEmit_ISD_SIGN_EXTEND_MVT_i32_r(RetVT, Op0);
// CHECK: Register fastEmit_ISD_ZERO_EXTEND_MVT_i16_r(MVT RetVT, Register Op0) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   return fastEmitInst_r(Fi::ZEXTH, &Fi::GPRRegClass, Op0);
// CHECK: Register fastEmit_ISD_ZERO_EXTEND_r(MVT VT, MVT RetVT, Register Op0) {
// CHECK:   case MVT::i16: return fastEmit_ISD_ZERO_EXTEND_MVT_i16_r(RetVT, Op0);
// CHECK: Register fastEmit_r(MVT VT, MVT RetVT, unsigned Opcode, Register Op0) override {
// CHECK:   case ISD::SIGN_EXTEND: return fastEmit_ISD_SIGN_EXTEND_r(VT, RetVT, Op0);
// CHECK:   case ISD::ZERO_EXTEND: return fastEmit_ISD_ZERO_EXTEND_r(VT, RetVT, Op0);
