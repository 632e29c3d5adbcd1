// RUN: %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A physical register operand is copied in before the instruction and
// left out of the fastEmitInst_ suffix and arguments.

include "fi.td"

def MULR0 : FiInst<(outs GPR:$d), (ins GPR:$b), [(set GPR:$d, (mul R0, GPR:$b))]> { let Uses = [R0]; }
def UDIVR1 : FiInst<(outs GPR:$d), (ins GPR:$a), [(set GPR:$d, (udiv GPR:$a, R1))]> { let Uses = [R1]; }

// CHECK: Register fastEmit_ISD_MUL_MVT_i32_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   BuildMI(*FuncInfo.MBB, FuncInfo.InsertPt, MIMD, TII.get(TargetOpcode::COPY), ::R0).addReg(Op0);
// CHECK:   return fastEmitInst_r(Fi::MULR0, &Fi::GPRRegClass, Op1);
// CHECK: Register fastEmit_ISD_MUL_rr(MVT VT, MVT RetVT, Register Op0, Register Op1) {
// CHECK:   case MVT::i32: return fastEmit_ISD_MUL_MVT_i32_rr(RetVT, Op0, Op1);
// CHECK: Register fastEmit_ISD_UDIV_MVT_i32_rr(MVT RetVT, Register Op0, Register Op1) {
// CHECK:   if (RetVT.SimpleTy != MVT::i32)
// CHECK:   BuildMI(*FuncInfo.MBB, FuncInfo.InsertPt, MIMD, TII.get(TargetOpcode::COPY), ::R1).addReg(Op1);
// CHECK:   return fastEmitInst_r(Fi::UDIVR1, &Fi::GPRRegClass, Op0);
// CHECK: Register fastEmit_ISD_UDIV_rr(MVT VT, MVT RetVT, Register Op0, Register Op1) {
// CHECK:   case MVT::i32: return fastEmit_ISD_UDIV_MVT_i32_rr(RetVT, Op0, Op1);
// CHECK: Register fastEmit_rr(MVT VT, MVT RetVT, unsigned Opcode, Register Op0, Register Op1) override {
// CHECK:   case ISD::MUL: return fastEmit_ISD_MUL_rr(VT, RetVT, Op0, Op1);
// CHECK:   case ISD::UDIV: return fastEmit_ISD_UDIV_rr(VT, RetVT, Op0, Op1);
