// RUN: %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Pattern predicates and the destination's own assembler predicates:
// all_of features one per line, any_of groups in parentheses, not as '!'.

include "compress.td"

def : CompressPat<(ADDI GPRC:$rd, X0, simm6:$imm), (C_LI GPRC:$rd, simm6:$imm), [NotZ, HasCE, CodeGenOnly]>;
def : CompressPat<(ADD GPRNoX0:$rs1, GPRNoX0:$rs1, GPRNoX0:$rs2), (C_ADD GPRNoX0:$rs1, GPRNoX0:$rs2), [HasZorNotC, HasEorZ]>;
let Predicates = [HasC] in
def : CompressPat<(ADD GPRNoX0:$rd, X0, GPRNoX0:$rs2), (C_MV GPRNoX0:$rd, GPRNoX0:$rs2)>;

// CHECK: #ifdef GEN_COMPRESS_INSTR
// CHECK: static bool TValidateMCOperandForCompress(const MCOperand &MCOp,
// CHECK: case 1: {
// CHECK: if (!MCOp.evaluateAsConstantImm(Imm)) return false;
// CHECK: static bool compressInst(MCInst &OutInst,
// CHECK: default: return false;
// CHECK: case T::ADD: {
// CHECK: (STI.getFeatureBits()[T::FeatE] || STI.getFeatureBits()[T::FeatZ]) &&
// CHECK: (STI.getFeatureBits()[T::FeatZ] || !STI.getFeatureBits()[T::FeatC]) &&
// CHECK: (MI.getOperand(1).getReg() == MI.getOperand(0).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(1).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(2).getReg())) {
// CHECK: OutInst.addOperand(MI.getOperand(1));
// CHECK: OutInst.addOperand(MI.getOperand(2));
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(0).getReg()) &&
// CHECK: OutInst.addOperand(MI.getOperand(0));
// CHECK: } // case ADD
// CHECK: case T::ADDI: {
// CHECK: STI.getFeatureBits()[T::FeatE] &&
// CHECK: !STI.getFeatureBits()[T::FeatZ] &&
// CHECK: TValidateMCOperandForCompress(MI.getOperand(2), STI, 1 /* simm6 */)) {
// CHECK: } // case ADDI
// CHECK: return false;
// CHECK: #ifdef GEN_UNCOMPRESS_INSTR
// CHECK: static bool TValidateMCOperandForUncompress(const MCOperand &MCOp,
// CHECK: case 2: {
// CHECK: static bool uncompressInst(MCInst &OutInst,
// CHECK: if ((STI.getFeatureBits()[T::FeatE] || STI.getFeatureBits()[T::FeatZ]) &&
// CHECK: } // case C_ADD
// CHECK: case T::C_LI: {
// CHECK: TValidateMCOperandForUncompress(MI.getOperand(1), STI, 1 /* simm6 */) &&
// CHECK: TValidateMCOperandForUncompress(MI.getOperand(1), STI, 2 /* simm12 */)) {
// CHECK: OutInst.addOperand(MCOperand::createReg(T::X0));
// CHECK: } // case C_LI
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(1).getReg())) {
// CHECK: } // case C_MV
// CHECK: #ifdef GEN_CHECK_COMPRESS_INSTR
// CHECK: static bool TValidateMachineOperand(const MachineOperand &MO,
// CHECK: int64_t Imm = MO.getImm();
// CHECK: static bool isCompressibleInst(const MachineInstr &MI,
