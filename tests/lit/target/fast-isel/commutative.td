// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Commutative operators: an immediate on the left can never match (a
// warning, the pattern is dropped); swapped operands are not simple.

include "fi.td"

def ADDrr : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
def MULrr : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
def : Pat<(mul GPR:$a, GPR:$b), (MULrr GPR:$b, GPR:$a)>;
def ANDri : FiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$b), []>;
def : Pat<(and (i32 imm:$b), GPR:$a), (ANDri GPR:$a, imm:$b)>;

// CHECK: Register fastEmit_ISD_ADD_MVT_i32_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   return fastEmitInst_rr(Fi::ADDrr, &Fi::GPRRegClass, Op0, Op1);
// CHECK: Register fastEmit_ISD_ADD_rr(MVT VT, MVT RetVT, Register Op0, Register Op1) {
// CHECK:   case MVT::i32: return fastEmit_ISD_ADD_MVT_i32_rr(RetVT, Op0, Op1);
// CHECK: Register fastEmit_rr(MVT VT, MVT RetVT, unsigned Opcode, Register Op0, Register Op1) override {
// CHECK:   case ISD::ADD: return fastEmit_ISD_ADD_rr(VT, RetVT, Op0, Op1);
