// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// HwModes that change only register sizes keep the types simple.

include "fi.td"

def ModeB : HwMode<[]>;
def WPR : RegisterClass<"Fi", [i32], 32, (add R0, R1)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, ModeB], [RegInfo<32, 32, 32>, RegInfo<64, 64, 64>]>;
}
def ADDW : FiInst<(outs WPR:$d), (ins WPR:$a, WPR:$b), [(set WPR:$d, (add WPR:$a, WPR:$b))]>;

// CHECK: Register fastEmit_ISD_ADD_MVT_i32_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   return fastEmitInst_rr(Fi::ADDW, &Fi::WPRRegClass, Op0, Op1);
// CHECK: Register fastEmit_ISD_ADD_rr(MVT VT, MVT RetVT, Register Op0, Register Op1) {
// CHECK:   case MVT::i32: return fastEmit_ISD_ADD_MVT_i32_rr(RetVT, Op0, Op1);
// CHECK: Register fastEmit_rr(MVT VT, MVT RetVT, unsigned Opcode, Register Op0, Register Op1) override {
// CHECK:   case ISD::ADD: return fastEmit_ISD_ADD_rr(VT, RetVT, Op0, Op1);
