// RUN: %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Several patterns per source opcode: each function sorts (stably) the
// order left by the previous one.

include "compress.td"

def : CompressPat<(ADDI GPRC:$rd, X0, simm6:$imm), (C_LI GPRC:$rd, simm6:$imm)>;
def : CompressPat<(ADDI X0, X0, 0), (C_NOP)>;
def : CompressPat<(ADDI GPRC:$rd, GPRC:$rd, 1), (C_INC GPRC:$rd)>;
def : CompressPat<(ADD GPRC:$rd, X0, GPRC:$rs2), (C_MUL GPRC:$rd, X1, GPRC:$rs2)>;
def : CompressPat<(ADDI GPRNoX0:$rd, GPRNoX0:$rd, simm6:$imm), (C_ADDI GPRNoX0:$rd, simm6:$imm)>;
def : CompressPat<(ADD GPRNoX0:$rd, X0, GPRNoX0:$rs2), (C_MV GPRNoX0:$rd, GPRNoX0:$rs2)>;

// CHECK: #ifdef GEN_COMPRESS_INSTR
// CHECK: static bool TValidateMCOperandForCompress(const MCOperand &MCOp,
// CHECK: if (!MCOp.evaluateAsConstantImm(Imm)) return false;
// CHECK: static bool compressInst(MCInst &OutInst,
// CHECK: case T::ADD: {
// CHECK: (MI.getOperand(1).getReg() == T::X0) &&
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(2).getReg())) {
// CHECK: OutInst.addOperand(MI.getOperand(0));
// CHECK: OutInst.addOperand(MI.getOperand(2));
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(0).getReg()) &&
// CHECK: } // case ADD
// CHECK: case T::ADDI: {
// CHECK: TValidateMCOperandForCompress(MI.getOperand(2), STI, 1 /* simm6 */)) {
// CHECK: (MI.getOperand(0).getReg() == T::X0) &&
// CHECK: (MI.getOperand(1).getReg() == MI.getOperand(0).getReg()) &&
// CHECK: (MI.getOperand(2).getImm() == 1) &&
// CHECK: OutInst.addOperand(MI.getOperand(1));
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(1).getReg()) &&
// CHECK: return false;
// CHECK: #ifdef GEN_UNCOMPRESS_INSTR
// CHECK: case 2: {
// CHECK: static bool uncompressInst(MCInst &OutInst,
// CHECK: TValidateMCOperandForUncompress(MI.getOperand(2), STI, 1 /* simm6 */) &&
// CHECK: TValidateMCOperandForUncompress(MI.getOperand(2), STI, 2 /* simm12 */)) {
// CHECK: case T::C_INC: {
// CHECK: TValidateMCOperandForUncompress(MCOperand::createImm(1), STI, 2 /* simm12 */)) {
// CHECK: } // case C_INC
// CHECK: case T::C_LI: {
// CHECK: TValidateMCOperandForUncompress(MI.getOperand(1), STI, 2 /* simm12 */)) {
// CHECK: OutInst.addOperand(MCOperand::createReg(T::X0));
// CHECK: case T::C_MUL: {
// CHECK: (MI.getOperand(1).getReg() == T::X1) &&
// CHECK: case T::C_MV: {
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(1).getReg())) {
// CHECK: case T::C_NOP: {
// CHECK: if (TValidateMCOperandForUncompress(MCOperand::createImm(0), STI, 2 /* simm12 */)) {
// CHECK: } // case C_NOP
// CHECK: #ifdef GEN_CHECK_COMPRESS_INSTR
// CHECK: int64_t Imm = MO.getImm();
// CHECK: static bool isCompressibleInst(const MachineInstr &MI,
