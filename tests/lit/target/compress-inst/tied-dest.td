// RUN: %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// The short instruction's tied operand takes no argument; the long one's
// repeated name becomes an equality check.

include "compress.td"

def : CompressPat<(ADD GPRNoX0:$rs1, GPRNoX0:$rs1, GPRNoX0:$rs2), (C_ADD GPRNoX0:$rs1, GPRNoX0:$rs2)>;
def : CompressPat<(ADDI GPRNoX0:$rd, GPRNoX0:$rd, simm6:$imm), (C_ADDI GPRNoX0:$rd, simm6:$imm)>;

// CHECK: #ifdef GEN_COMPRESS_INSTR
// CHECK: static bool TValidateMCOperandForCompress(const MCOperand &MCOp,
// CHECK: case 1: {
// CHECK: if (!MCOp.evaluateAsConstantImm(Imm)) return false;
// CHECK: static bool compressInst(MCInst &OutInst,
// CHECK: default: return false;
// CHECK: case T::ADD: {
// CHECK: if (STI.getFeatureBits()[T::FeatC] &&
// CHECK: (MI.getOperand(1).getReg() == MI.getOperand(0).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(1).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(2).getReg())) {
// CHECK: OutInst.addOperand(MI.getOperand(1));
// CHECK: OutInst.addOperand(MI.getOperand(2));
// CHECK: } // case ADD
// CHECK: case T::ADDI: {
// CHECK: TValidateMCOperandForCompress(MI.getOperand(2), STI, 1 /* simm6 */)) {
// CHECK: } // case ADDI
// CHECK: return false;
// CHECK: #ifdef GEN_UNCOMPRESS_INSTR
// CHECK: static bool TValidateMCOperandForUncompress(const MCOperand &MCOp,
// CHECK: case 2: {
// CHECK: static bool uncompressInst(MCInst &OutInst,
// CHECK: case T::C_ADD: {
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(0).getReg()) &&
// CHECK: OutInst.addOperand(MI.getOperand(0));
// CHECK: } // case C_ADD
// CHECK: case T::C_ADDI: {
// CHECK: TValidateMCOperandForUncompress(MI.getOperand(2), STI, 1 /* simm6 */) &&
// CHECK: TValidateMCOperandForUncompress(MI.getOperand(2), STI, 2 /* simm12 */)) {
// CHECK: } // case C_ADDI
// CHECK: #ifdef GEN_CHECK_COMPRESS_INSTR
// CHECK: static bool TValidateMachineOperand(const MachineOperand &MO,
// CHECK: int64_t Imm = MO.getImm();
// CHECK: static bool isCompressibleInst(const MachineInstr &MI,
// CHECK: TValidateMachineOperand(MI.getOperand(2), &STI, 1 /* simm6 */)) {
