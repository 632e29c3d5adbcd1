// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Types that depend on the HwMode: one pattern per mode, guarded by the
// mode's predicates (the default mode by the negation of the others'),
// after the pattern's own predicates; a mode where the pattern's types
// contradict each other (MOVX's i32 immediate in a 64-bit mode) drops it.

include "fi.td"

def ModeB : HwMode<[HasA, HasB]>;
def ModeC : HwMode<[HasB]>;
def XLenVT : ValueTypeByHwMode<[DefaultMode, ModeB, ModeC], [i32, i64, i64]>;
def XPR : RegisterClass<"Fi", [XLenVT], 64, (add D0, D1)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, ModeB, ModeC],
                                 [RegInfo<32, 32, 32>, RegInfo<64, 64, 64>, RegInfo<64, 64, 64>]>;
}
def ADDX : FiInst<(outs XPR:$d), (ins XPR:$a, XPR:$b), [(set XPR:$d, (add XPR:$a, XPR:$b))]> {
  let Predicates = [HasA];
}
def SUBX : FiInst<(outs XPR:$d), (ins XPR:$a, XPR:$b), [(set XPR:$d, (sub XPR:$a, XPR:$b))]>;
def MOVX : FiInst<(outs XPR:$d), (ins i32imm:$a), [(set XPR:$d, imm:$a)]>;
def NEGX : FiInst<(outs XPR:$d), (ins XPR:$a), []>;
def : Pat<(XLenVT (ineg XPR:$a)), (NEGX XPR:$a)>;

// CHECK: Register fastEmit_ISD_ADD_MVT_i32_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   if ((Subtarget->hasA()) && !((Subtarget->hasA()) && (Subtarget->hasB())) && !((Subtarget->hasB()))) {
// CHECK: Register fastEmit_ISD_ADD_MVT_i64_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i64)
// CHECK:   if ((Subtarget->hasA()) && (Subtarget->hasB())) {
// CHECK:   if ((Subtarget->hasA()) && (Subtarget->hasA()) && (Subtarget->hasB())) {
// CHECK: Register fastEmit_ISD_ADD_rr(MVT VT, MVT RetVT, Register Op0, Register Op1) {
// CHECK:   case MVT::i32: return fastEmit_ISD_ADD_MVT_i32_rr(RetVT, Op0, Op1);
// CHECK:   case MVT::i64: return fastEmit_ISD_ADD_MVT_i64_rr(RetVT, Op0, Op1);
// CHECK: Register fastEmit_ISD_SUB_MVT_i32_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   if (!((Subtarget->hasA()) && (Subtarget->hasB())) && !((Subtarget->hasB()))) {
// CHECK: Register fastEmit_ISD_SUB_MVT_i64_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i64)
// CHECK:   if ((Subtarget->hasB())) {
// CHECK:   if ((Subtarget->hasA()) && (Subtarget->hasB())) {
// CHECK: Register fastEmit_ISD_SUB_rr(MVT VT, MVT RetVT, Register Op0, Register Op1) {
// CHECK:   case MVT::i32: return fastEmit_ISD_SUB_MVT_i32_rr(RetVT, Op0, Op1);
// CHECK:   case MVT::i64: return fastEmit_ISD_SUB_MVT_i64_rr(RetVT, Op0, Op1);
