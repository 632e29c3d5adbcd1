// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Register and immediate signatures over two register classes: one
// function per (opcode, type), the type switch, the top-level switch per
// signature ("", "r", "rr", "i").

include "fi.td"

def ADDrr : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def ADDDrr : FiInst<(outs DPR:$d), (ins DPR:$a, DPR:$b), [(set DPR:$d, (add DPR:$a, DPR:$b))]>;
def SUBrr : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (sub GPR:$a, GPR:$b))]>;
def CTLZ : FiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (ctlz GPR:$a))]>;
def MOVi : FiInst<(outs GPR:$d), (ins i32imm:$i), [(set GPR:$d, imm:$i)]>;
def MOVDi : FiInst<(outs DPR:$d), (ins i64imm:$i), [(set DPR:$d, imm:$i)]>;
def TR : FiInst<(outs GPR:$d), (ins DPR:$a), []>;
def : Pat<(i32 (trunc DPR:$a)), (TR DPR:$a)>;

// CHECK: Register fastEmit_ISD_CTLZ_MVT_i32_r(MVT RetVT, Register Op0) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   return fastEmitInst_r(Fi::CTLZ, &Fi::GPRRegClass, Op0);
// CHECK: Register fastEmit_ISD_CTLZ_r(MVT VT, MVT RetVT, Register Op0) {
// CHECK:   case MVT::i32: return fastEmit_ISD_CTLZ_MVT_i32_r(RetVT, Op0);
// CHECK: Register fastEmit_ISD_TRUNCATE_MVT_i64_r(MVT RetVT, Register Op0) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   return fastEmitInst_r(Fi::TR, &Fi::GPRRegClass, Op0);
// CHECK: Register fastEmit_ISD_TRUNCATE_r(MVT VT, MVT RetVT, Register Op0) {
// CHECK:   case MVT::i64: return fastEmit_ISD_TRUNCATE_MVT_i64_r(RetVT, Op0);
// CHECK: Register fastEmit_r(MVT VT, MVT RetVT, unsigned Opcode, Register Op0) override {
// CHECK:   case ISD::CTLZ: return fastEmit_ISD_CTLZ_r(VT, RetVT, Op0);
// CHECK:   case ISD::TRUNCATE: return fastEmit_ISD_TRUNCATE_r(VT, RetVT, Op0);
// CHECK: Register fastEmit_ISD_ADD_MVT_i32_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   return fastEmitInst_rr(Fi::ADDrr, &Fi::GPRRegClass, Op0, Op1);
// CHECK: Register fastEmit_ISD_ADD_MVT_i64_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i64)
