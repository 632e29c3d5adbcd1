// RUN: %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// On a variable-length target the RegClassByHwMode decoders follow
// InstrLenTable.

include "varlen.td"
def M1 : HwMode<[]>;
def p_rc : RegClassByHwMode<[M1], [GPR]>;
def A : VInst<(outs GPR:$dst), (ins p_rc:$s)> {
  let Inst = (ascend 0b0001, (operand "$dst", 4), (operand "$s", 4));
}

// CHECK:      static const uint8_t InstrLenTable[] = {
// CHECK:      12,
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: {{\[\[}}maybe_unused]]
// CHECK-NEXT: static DecodeStatus Decodep_rcRegClassByHwMode(MCInst &Inst, unsigned Imm, uint64_t Addr, const MCDisassembler *Decoder) {
// CHECK-NEXT:   switch (Decoder->getSubtargetInfo().getHwMode(MCSubtargetInfo::HwMode_RegInfo)) {
// CHECK-NEXT:   case 1: // M1
// CHECK-NEXT:     return DecodeGPRRegisterClass(Inst, Imm, Addr, Decoder);
// CHECK-NEXT:   default:
// CHECK-NEXT:     llvm_unreachable("no decoder for hwmode");
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: static const uint8_t DecoderTable12[8] = {
