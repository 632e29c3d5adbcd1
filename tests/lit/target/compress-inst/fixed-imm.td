// RUN: %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Fixed immediates: compared on the source, validated by the other side's
// operand predicate.

include "compress.td"

def : CompressPat<(ADDI X0, X0, 0), (C_NOP)>;
def : CompressPat<(ADDI GPRC:$rd, GPRC:$rd, 1), (C_INC GPRC:$rd)>;
def : CompressPat<(ANDI GPRC:$rd, GPRC:$rs1, -3), (C_ANDI GPRC:$rd, GPRC:$rs1, 7)>;

// CHECK: #ifdef GEN_COMPRESS_INSTR
// CHECK: static bool TValidateMCOperandForCompress(const MCOperand &MCOp,
// CHECK: case 1: {
// CHECK: return isUInt<4>(MCOp.getImm());
// CHECK: static bool compressInst(MCInst &OutInst,
// CHECK: default: return false;
// CHECK: case T::ADDI: {
// CHECK: (MI.getOperand(1).getReg() == T::X0) &&
// CHECK: (MI.getOperand(2).getImm() == 0)) {
// CHECK: (MI.getOperand(1).getReg() == MI.getOperand(0).getReg()) &&
// CHECK: (MI.getOperand(2).getImm() == 1) &&
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(1).getReg())) {
// CHECK: OutInst.addOperand(MI.getOperand(1));
// CHECK: } // case ADDI
// CHECK: (MI.getOperand(2).getImm() == -3) &&
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(0).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(1).getReg()) &&
// CHECK: TValidateMCOperandForCompress(MCOperand::createImm(7), STI, 1 /* uimm4 */)) {
// CHECK: OutInst.addOperand(MI.getOperand(0));
// CHECK: OutInst.addOperand(MCOperand::createImm(7));
// CHECK: return false;
// CHECK: #ifdef GEN_UNCOMPRESS_INSTR
// CHECK: static bool TValidateMCOperandForUncompress(const MCOperand &MCOp,
// CHECK: static bool uncompressInst(MCInst &OutInst,
// CHECK: case T::C_ANDI: {
// CHECK: (MI.getOperand(2).getImm() == 7) &&
// CHECK: TValidateMCOperandForUncompress(MCOperand::createImm(-3), STI, 1 /* simm12 */)) {
// CHECK: } // case C_ANDI
// CHECK: case T::C_INC: {
// CHECK: TValidateMCOperandForUncompress(MCOperand::createImm(1), STI, 1 /* simm12 */)) {
// CHECK: OutInst.addOperand(MCOperand::createImm(1));
// CHECK: } // case C_INC
// CHECK: case T::C_NOP: {
// CHECK: if (TValidateMCOperandForUncompress(MCOperand::createImm(0), STI, 1 /* simm12 */)) {
// CHECK: OutInst.addOperand(MCOperand::createImm(0));
// CHECK: } // case C_NOP
// CHECK: #ifdef GEN_CHECK_COMPRESS_INSTR
// CHECK: static bool TValidateMachineOperand(const MachineOperand &MO,
// CHECK: int64_t Imm = MO.getImm();
// CHECK: static bool isCompressibleInst(const MachineInstr &MI,
