// RUN: %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// isCompressOnly patterns have no uncompress case.

include "compress.td"

let isCompressOnly = true in
def : CompressPat<(ADDI X0, X0, simm6:$off), (C_J simm6:$off)>;
def : CompressPat<(ADD GPRNoX0:$rd, X0, GPRNoX0:$rs2), (C_MV GPRNoX0:$rd, GPRNoX0:$rs2)>;

// CHECK: #ifdef GEN_COMPRESS_INSTR
// CHECK: static bool TValidateMCOperandForCompress(const MCOperand &MCOp,
// CHECK: case 1: {
// CHECK: if (!MCOp.evaluateAsConstantImm(Imm)) return false;
// CHECK: static bool compressInst(MCInst &OutInst,
// CHECK: default: return false;
// CHECK: case T::ADD: {
// CHECK: (MI.getOperand(1).getReg() == T::X0) &&
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(0).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(2).getReg())) {
// CHECK: OutInst.addOperand(MI.getOperand(0));
// CHECK: OutInst.addOperand(MI.getOperand(2));
// CHECK: } // case ADD
// CHECK: case T::ADDI: {
// CHECK: (MI.getOperand(0).getReg() == T::X0) &&
// CHECK: TValidateMCOperandForCompress(MI.getOperand(2), STI, 1 /* simm6 */)) {
// CHECK: } // case ADDI
// CHECK: return false;
// CHECK: #ifdef GEN_UNCOMPRESS_INSTR
// CHECK: static bool uncompressInst(MCInst &OutInst,
// CHECK: case T::C_MV: {
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(1).getReg())) {
// CHECK: OutInst.addOperand(MCOperand::createReg(T::X0));
// CHECK: OutInst.addOperand(MI.getOperand(1));
// CHECK: } // case C_MV
// CHECK: #ifdef GEN_CHECK_COMPRESS_INSTR
// CHECK: static bool TValidateMachineOperand(const MachineOperand &MO,
// CHECK: int64_t Imm = MO.getImm();
// CHECK: static bool isCompressibleInst(const MachineInstr &MI,
// CHECK: TValidateMachineOperand(MI.getOperand(2), &STI, 1 /* simm6 */)) {
