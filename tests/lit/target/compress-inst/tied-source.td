// RUN: %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// A long instruction with its own tied operand (early or late in the
// list): dag arguments past it are shifted by one MachineInstr operand.

include "compress.td"

def MACL : TInst<(outs GPR:$rd), (ins GPR:$rs1, GPR:$rs2, GPR:$acc), "macl $rd, $rs1, $rs2", 6> {
  let Constraints = "$acc = $rd";
}
def : CompressPat<(MACL GPRC:$rd, GPRC:$rs1, GPRC:$rs1), (C_MAC GPRC:$rd, GPRC:$rs1)>;
def : CompressPat<(MAC GPRC:$rd, GPRC:$rs1, GPRC:$rs2), (C_MUL GPRC:$rd, GPRC:$rs1, GPRC:$rs2)>;
def : CompressPat<(MAC GPRC:$rd, GPRC:$rd, GPRC:$rs2), (C_MAC GPRC:$rd, GPRC:$rs2)>;

// CHECK: #ifdef GEN_COMPRESS_INSTR
// CHECK: static bool compressInst(MCInst &OutInst,
// CHECK: default: return false;
// CHECK: case T::MAC: {
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(0).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(2).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(3).getReg())) {
// CHECK: OutInst.addOperand(MI.getOperand(0));
// CHECK: OutInst.addOperand(MI.getOperand(2));
// CHECK: OutInst.addOperand(MI.getOperand(3));
// CHECK: (MI.getOperand(2).getReg() == MI.getOperand(0).getReg()) &&
// CHECK: } // case MAC
// CHECK: case T::MACL: {
// CHECK: (MI.getOperand(2).getReg() == MI.getOperand(1).getReg()) &&
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(2).getReg())) {
// CHECK: } // case MACL
// CHECK: return false;
// CHECK: #ifdef GEN_UNCOMPRESS_INSTR
// CHECK: static bool uncompressInst(MCInst &OutInst,
// CHECK: case T::C_MAC: {
// CHECK: } // case C_MAC
// CHECK: case T::C_MUL: {
// CHECK: TMCRegisterClasses[T::GPRCRegClassID].contains(MI.getOperand(1).getReg()) &&
// CHECK: OutInst.addOperand(MI.getOperand(1));
// CHECK: } // case C_MUL
// CHECK: #ifdef GEN_CHECK_COMPRESS_INSTR
// CHECK: static bool isCompressibleInst(const MachineInstr &MI,
