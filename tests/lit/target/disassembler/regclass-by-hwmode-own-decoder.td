// RUN: %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// When every RegClassByHwMode has a DecoderMethod of its own, no mode
// decoder is written, but the blank line that closes their section still is.

include "enc.td"
def ModeZ : HwMode<[]>;
def own_rc : RegClassByHwMode<[DefaultMode, ModeZ], [GPR, GPR]> {
  let DecoderMethod = "decodeOwn";
}
def LD : EInst<(outs GPR:$rd), (ins own_rc:$rs), "ld $rd, $rs"> {
  bits<3> rd; bits<3> rs;
  let Inst{31-24} = 0x33; let Inst{23-21} = rd; let Inst{20-18} = rs;
  let Inst{17-0} = 0;
}
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }

// CHECK:      template <typename T> constexpr uint32_t InsnBitWidth = 0;
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: static const uint8_t DecoderTable32[
// CHECK-NOT:  RegClassByHwMode(
// CHECK:      decodeOwn(MI, tmp, Address, Decoder)
