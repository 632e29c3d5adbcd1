// RUN: %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// A memory operand with sub-operands: one dag argument per sub-operand.

include "compress.td"

def : CompressPat<(LW GPRC:$rd, GPR:$b, simm12:$o), (C_LW GPRC:$rd, GPR:$b, simm12:$o)>;
def : CompressPat<(LW GPRC:$rd, X0, 4), (C_LW GPRC:$rd, X0, 4)>;

// CHECK: #ifdef GEN_COMPRESS_INSTR
// CHECK: static bool TValidateMCOperandForCompress(const MCOperand &MCOp,
// CHECK: case 1: {
// CHECK: static bool compressInst(MCInst &OutInst,
// CHECK: default: return false;
// CHECK: case T::LW: {
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(0).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRRegClassID].contains(MI.getOperand(1).getReg()) &&
// CHECK: TValidateMCOperandForCompress(MI.getOperand(2), STI, 1 /* simm12 */)) {
// CHECK: OutInst.addOperand(MI.getOperand(0));
// CHECK: OutInst.addOperand(MI.getOperand(1));
// CHECK: OutInst.addOperand(MI.getOperand(2));
// CHECK: (MI.getOperand(1).getReg() == T::X0) &&
// CHECK: (MI.getOperand(2).getImm() == 4) &&
// CHECK: TValidateMCOperandForCompress(MCOperand::createImm(4), STI, 1 /* simm12 */)) {
// CHECK: OutInst.addOperand(MCOperand::createReg(T::X0));
// CHECK: OutInst.addOperand(MCOperand::createImm(4));
// CHECK: } // case LW
// CHECK: return false;
// CHECK: #ifdef GEN_UNCOMPRESS_INSTR
// CHECK: static bool TValidateMCOperandForUncompress(const MCOperand &MCOp,
// CHECK: static bool uncompressInst(MCInst &OutInst,
// CHECK: case T::C_LW: {
// CHECK: TValidateMCOperandForUncompress(MI.getOperand(2), STI, 1 /* simm12 */)) {
// CHECK: TValidateMCOperandForUncompress(MCOperand::createImm(4), STI, 1 /* simm12 */)) {
// CHECK: } // case C_LW
// CHECK: #ifdef GEN_CHECK_COMPRESS_INSTR
// CHECK: static bool TValidateMachineOperand(const MachineOperand &MO,
// CHECK: int64_t Imm = MO.getImm();
// CHECK: static bool isCompressibleInst(const MachineInstr &MI,
// CHECK: TValidateMachineOperand(MI.getOperand(2), &STI, 1 /* simm12 */)) {
// CHECK: TValidateMachineOperand(MachineOperand::CreateImm(4), &STI, 1 /* simm12 */)) {
