// RUN: %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Register operands narrowed to sub-classes (checked with the pattern's class),
// and a RegisterOperand (checked with its class).

include "compress.td"

def : CompressPat<(ADD GPRC:$rd, GPRC:$rs1, GPRC:$rs2), (C_MUL GPRC:$rd, GPRC:$rs1, GPRC:$rs2)>;
def : CompressPat<(ADDR GPROp:$rd, GPROp:$rs1, GPROp:$rs2), (C_ADDR3 GPROp:$rd, GPROp:$rs1, GPROp:$rs2)>;

// CHECK: #ifdef GEN_COMPRESS_INSTR
// CHECK: static bool compressInst(MCInst &OutInst,
// CHECK: default: return false;
// CHECK: case T::ADD: {
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(0).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(1).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(2).getReg())) {
// CHECK: OutInst.addOperand(MI.getOperand(0));
// CHECK: OutInst.addOperand(MI.getOperand(1));
// CHECK: OutInst.addOperand(MI.getOperand(2));
// CHECK: } // case ADD
// CHECK: case T::ADDR: {
// CHECK: TMCRegisterClasses[T::GPRRegClassID].contains(MI.getOperand(0).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRRegClassID].contains(MI.getOperand(1).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRRegClassID].contains(MI.getOperand(2).getReg())) {
// CHECK: } // case ADDR
// CHECK: return false;
// CHECK: #ifdef GEN_UNCOMPRESS_INSTR
// CHECK: static bool uncompressInst(MCInst &OutInst,
// CHECK: case T::C_ADDR3: {
// CHECK: } // case C_ADDR3
// CHECK: case T::C_MUL: {
// CHECK: } // case C_MUL
// CHECK: #ifdef GEN_CHECK_COMPRESS_INSTR
// CHECK: static bool isCompressibleInst(const MachineInstr &MI,
