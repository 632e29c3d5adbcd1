// RUN: %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Every pattern compress-only: uncompressInst keeps an empty switch.

include "compress.td"

let isCompressOnly = true in
def : CompressPat<(ADDI X0, X0, simm6:$off), (C_J simm6:$off)>;

// CHECK: #ifdef GEN_COMPRESS_INSTR
// CHECK: static bool TValidateMCOperandForCompress(const MCOperand &MCOp,
// CHECK: case 1: {
// CHECK: if (!MCOp.evaluateAsConstantImm(Imm)) return false;
// CHECK: static bool compressInst(MCInst &OutInst,
// CHECK: default: return false;
// CHECK: case T::ADDI: {
// CHECK: (MI.getOperand(0).getReg() == T::X0) &&
// CHECK: (MI.getOperand(1).getReg() == T::X0) &&
// CHECK: TValidateMCOperandForCompress(MI.getOperand(2), STI, 1 /* simm6 */)) {
// CHECK: OutInst.addOperand(MI.getOperand(2));
// CHECK: } // case ADDI
// CHECK: return false;
// CHECK: #ifdef GEN_UNCOMPRESS_INSTR
// CHECK: static bool uncompressInst(MCInst &OutInst,
// CHECK: } // case 
// CHECK: #ifdef GEN_CHECK_COMPRESS_INSTR
// CHECK: static bool TValidateMachineOperand(const MachineOperand &MO,
// CHECK: int64_t Imm = MO.getImm();
// CHECK: static bool isCompressibleInst(const MachineInstr &MI,
// CHECK: TValidateMachineOperand(MI.getOperand(2), &STI, 1 /* simm6 */)) {
