// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Floating-point immediates (signature "f") and a register class of two
// FP types.

include "fi.td"

def FMOVi : FiInst<(outs FPR:$d), (ins f32imm:$i), [(set FPR:$d, (f32 fpimm:$i))]>;
def FADD : FiInst<(outs FPR:$d), (ins FPR:$a, FPR:$b), []>;
def : Pat<(fadd f32:$a, f32:$b), (FADD FPR:$a, FPR:$b)>;
def : Pat<(fadd f64:$a, f64:$b), (FADD FPR:$a, FPR:$b)>;
def BITCASTF : FiInst<(outs GPR:$d), (ins FPR:$a), []>;
def : Pat<(i32 (bitconvert f32:$a)), (BITCASTF FPR:$a)>;

// CHECK: Register fastEmit_ISD_BITCAST_MVT_f32_r(MVT RetVT, Register Op0) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   return fastEmitInst_r(Fi::BITCASTF, &Fi::GPRRegClass, Op0);
// CHECK: Register fastEmit_ISD_BITCAST_r(MVT VT, MVT RetVT, Register Op0) {
// CHECK:   case MVT::f32: return fastEmit_ISD_BITCAST_MVT_f32_r(RetVT, Op0);
// CHECK: Register fastEmit_r(MVT VT, MVT RetVT, unsigned Opcode, Register Op0) override {
// CHECK:   case ISD::BITCAST: return fastEmit_ISD_BITCAST_r(VT, RetVT, Op0);
// CHECK: Register fastEmit_ISD_FADD_MVT_f32_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::f32)
// CHECK:   return fastEmitInst_rr(Fi::FADD, &Fi::FPRRegClass, Op0, Op1);
// CHECK: Register fastEmit_ISD_FADD_MVT_f64_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::f64)
// CHECK:   return fastEmitInst_rr(Fi::FADD, &Fi::FPRRegClass, Op0, Op1);
// CHECK: Register fastEmit_ISD_FADD_rr(MVT VT, MVT RetVT, Register Op0, Register Op1) {
// CHECK:   case MVT::f32: return fastEmit_ISD_FADD_MVT_f32_rr(RetVT, Op0, Op1);
// CHECK:   case MVT::f64: return fastEmit_ISD_FADD_MVT_f64_rr(RetVT, Op0, Op1);
// CHECK: Register fastEmit_rr(MVT VT, MVT RetVT, unsigned Opcode, Register Op0, Register Op1) override {
// CHECK:   case ISD::FADD: return fastEmit_ISD_FADD_rr(VT, RetVT, Op0, Op1);
