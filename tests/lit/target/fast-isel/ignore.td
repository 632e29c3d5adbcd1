// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// FastISelShouldIgnore on an instruction or on an ImmLeaf drops the
// pattern.

include "fi.td"

def CTPOP : FiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (ctpop GPR:$a))]> { let FastISelShouldIgnore = 1; }
def CTTZ : FiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (cttz GPR:$a))]>;
def ign8 : ImmLeaf<i32, [{ return isInt<8>(Imm); }]> { let FastIselShouldIgnore = true; }
def SUBri : FiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$b), [(set GPR:$d, (sub GPR:$a, ign8:$b))]>;

// CHECK: Register fastEmit_ISD_CTTZ_MVT_i32_r(MVT RetVT, Register Op0) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   return fastEmitInst_r(Fi::CTTZ, &Fi::GPRRegClass, Op0);
// CHECK: Register fastEmit_ISD_CTTZ_r(MVT VT, MVT RetVT, Register Op0) {
// CHECK:   case MVT::i32: return fastEmit_ISD_CTTZ_MVT_i32_r(RetVT, Op0);
// CHECK: Register fastEmit_r(MVT VT, MVT RetVT, unsigned Opcode, Register Op0) override {
// CHECK:   case ISD::CTTZ: return fastEmit_ISD_CTTZ_r(VT, RetVT, Op0);
