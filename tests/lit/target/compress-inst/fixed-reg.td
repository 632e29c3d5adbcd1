// RUN: %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Fixed registers on either side: checked on the source, created on the
// destination.

include "compress.td"

def : CompressPat<(ADD GPRNoX0:$rd, X0, GPRNoX0:$rs2), (C_MV GPRNoX0:$rd, GPRNoX0:$rs2)>;
def : CompressPat<(ADD GPRC:$rd, SPR, GPRC:$rs2), (C_MUL GPRC:$rd, X1, GPRC:$rs2)>;

// CHECK: #ifdef GEN_COMPRESS_INSTR
// CHECK: static bool compressInst(MCInst &OutInst,
// CHECK: default: return false;
// CHECK: case T::ADD: {
// CHECK: (MI.getOperand(1).getReg() == T::X0) &&
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(0).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(2).getReg())) {
// CHECK: OutInst.addOperand(MI.getOperand(0));
// CHECK: OutInst.addOperand(MI.getOperand(2));
// CHECK: (MI.getOperand(1).getReg() == T::SPR) &&
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(0).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(2).getReg())) {
// CHECK: OutInst.addOperand(MCOperand::createReg(T::X1));
// CHECK: } // case ADD
// CHECK: return false;
// CHECK: #ifdef GEN_UNCOMPRESS_INSTR
// CHECK: static bool uncompressInst(MCInst &OutInst,
// CHECK: case T::C_MUL: {
// CHECK: (MI.getOperand(1).getReg() == T::X1) &&
// CHECK: OutInst.addOperand(MCOperand::createReg(T::SPR));
// CHECK: } // case C_MUL
// CHECK: case T::C_MV: {
// CHECK: TMCRegisterClasses[T::GPRNoX0RegClassID].contains(MI.getOperand(1).getReg())) {
// CHECK: OutInst.addOperand(MCOperand::createReg(T::X0));
// CHECK: OutInst.addOperand(MI.getOperand(1));
// CHECK: } // case C_MV
// CHECK: #ifdef GEN_CHECK_COMPRESS_INSTR
// CHECK: static bool isCompressibleInst(const MachineInstr &MI,
