// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// One opcode and operand type with several result types: a function per
// result type and one switching on RetVT.

include "fi.td"

def EXT64 : FiInst<(outs DPR:$d), (ins GPR:$a), [(set DPR:$d, (anyext GPR:$a))]>;
def EXT16 : FiInst<(outs HPR:$d), (ins GPR:$a), [(set HPR:$d, (trunc GPR:$a))]>;
def TR16 : FiInst<(outs HPR:$d), (ins DPR:$a), [(set HPR:$d, (trunc DPR:$a))]>;
def TR32 : FiInst<(outs GPR:$d), (ins DPR:$a), [(set GPR:$d, (trunc DPR:$a))]>;

// CHECK: Register fastEmit_ISD_ANY_EXTEND_MVT_i32_r(MVT RetVT, Register Op0) {
// CHECK:   if (RetVT.SimpleTy != MVT::i64)
// CHECK:   return fastEmitInst_r(Fi::EXT64, &Fi::DPRRegClass, Op0);
// CHECK: Register fastEmit_ISD_ANY_EXTEND_r(MVT VT, MVT RetVT, Register Op0) {
// CHECK:   case MVT::i32: return fastEmit_ISD_ANY_EXTEND_MVT_i32_r(RetVT, Op0);
// CHECK: Register fastEmit_ISD_TRUNCATE_MVT_i32_r(MVT RetVT, Register Op0) {
// CHECK:   if (RetVT.SimpleTy != MVT::i16)
// CHECK:   return fastEmitInst_r(Fi::EXT16, &Fi::HPRRegClass, Op0);
// CHECK: Register fastEmit_ISD_TRUNCATE_MVT_i64_MVT_i16_r(Register Op0) {
// CHECK:   return fastEmitInst_r(Fi::TR16, &Fi::HPRRegClass, Op0);
// CHECK: Register fastEmit_ISD_TRUNCATE_MVT_i64_MVT_i32_r(Register Op0) {
// CHECK:   return fastEmitInst_r(Fi::TR32, &Fi::GPRRegClass, Op0);
// CHECK: Register fastEmit_ISD_TRUNCATE_MVT_i64_r(MVT RetVT, Register Op0) {
// CHECK:   case MVT::i16: return fastEmit_ISD_TRUNCATE_MVT_i64_MVT_i16_r(Op0);
// CHECK:   case MVT::i32: return fastEmit_ISD_TRUNCATE_MVT_i64_MVT_i32_r(Op0);
// CHECK: Register fastEmit_ISD_TRUNCATE_r(MVT VT, MVT RetVT, Register Op0) {
// CHECK:   case MVT::i32: return fastEmit_ISD_TRUNCATE_MVT_i32_r(RetVT, Op0);
// CHECK:   case MVT::i64: return fastEmit_ISD_TRUNCATE_MVT_i64_r(RetVT, Op0);
