// RUN: %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Immediate predicates numbered by first use, per function; the pattern's
// operand type is checked, then the instruction's when it differs.

include "compress.td"

def : CompressPat<(ANDI GPRC:$rd, GPRC:$rs1, uimm4:$imm), (C_ANDI GPRC:$rd, GPRC:$rs1, uimm4:$imm)>;
def : CompressPat<(ADDI GPRC:$rd, GPRC:$rs1, simm6:$imm), (C_ANDI GPRC:$rd, GPRC:$rs1, simm6:$imm)>;
def : CompressPat<(ADDI GPRNoX0:$rd, GPRNoX0:$rd, simm6:$imm), (C_ADDI GPRNoX0:$rd, simm6:$imm)>;

// CHECK: #ifdef GEN_COMPRESS_INSTR
// CHECK: static bool TValidateMCOperandForCompress(const MCOperand &MCOp,
// CHECK: case 1: {
// CHECK: if (!MCOp.evaluateAsConstantImm(Imm)) return false;
// CHECK: case 2: {
// CHECK: return isUInt<4>(MCOp.getImm());
// CHECK: static bool compressInst(MCInst &OutInst,
// CHECK: default: return false;
// CHECK: case T::ADDI: {
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(0).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(1).getReg()) &&
// CHECK: TValidateMCOperandForCompress(MI.getOperand(2), STI, 1 /* simm6 */) &&
// CHECK: TValidateMCOperandForCompress(MI.getOperand(2), STI, 2 /* uimm4 */)) {
// CHECK: OutInst.addOperand(MI.getOperand(0));
// CHECK: OutInst.addOperand(MI.getOperand(1));
// CHECK: OutInst.addOperand(MI.getOperand(2));
// CHECK: (MI.getOperand(1).getReg() == MI.getOperand(0).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(1).getReg()) &&
// CHECK: TValidateMCOperandForCompress(MI.getOperand(2), STI, 1 /* simm6 */)) {
// CHECK: } // case ADDI
// CHECK: } // case ANDI
// CHECK: return false;
// CHECK: #ifdef GEN_UNCOMPRESS_INSTR
// CHECK: static bool TValidateMCOperandForUncompress(const MCOperand &MCOp,
// CHECK: case 3: {
// CHECK: static bool uncompressInst(MCInst &OutInst,
// CHECK: case T::C_ADDI: {
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(0).getReg()) &&
// CHECK: TValidateMCOperandForUncompress(MI.getOperand(2), STI, 1 /* simm6 */) &&
// CHECK: TValidateMCOperandForUncompress(MI.getOperand(2), STI, 2 /* simm12 */)) {
// CHECK: } // case C_ADDI
// CHECK: case T::C_ANDI: {
// CHECK: TValidateMCOperandForUncompress(MI.getOperand(2), STI, 3 /* uimm4 */) &&
// CHECK: } // case C_ANDI
// CHECK: #ifdef GEN_CHECK_COMPRESS_INSTR
// CHECK: static bool TValidateMachineOperand(const MachineOperand &MO,
// CHECK: int64_t Imm = MO.getImm();
// CHECK: static bool isCompressibleInst(const MachineInstr &MI,
// CHECK: TValidateMachineOperand(MI.getOperand(2), &STI, 1 /* simm6 */)) {
// CHECK: TValidateMachineOperand(MI.getOperand(2), &STI, 1 /* simm6 */) &&
