// RUN: %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-disassembler --specialize-decoders-per-bitwidth -I /usr/include/llvm-22 -I %S/Inputs
//
// Every RegClassByHwMode without a DecoderMethod of its own gets a decoder
// switching on the register-info mode (records in name order, cases in the
// order of the Modes list); each case calls the class's DecoderMethod, else
// Decode<Class>RegisterClass.

include "enc.td"
def P64 : Predicate<"is64()">;
def ModeZ : HwMode<[P64]>;
def ModeA : HwMode<[]>;
def GPR2 : RegisterClass<"Enc", [i32], 32, (sequence "R%u", 0, 3)> {
  let DecoderMethod = "decodeLow";
}
def zz_rc : RegClassByHwMode<[ModeZ, DefaultMode, ModeA], [GPR, GPR2, GPR]>;
def Aa_rc : RegClassByHwMode<[DefaultMode, ModeZ], [GPR, GPR2]> { let DecoderMethod = ""; }
def mm_rc : RegClassByHwMode<[DefaultMode, ModeZ], [GPR, GPR2]> {
  let DecoderMethod = "decodeMM";
}
def LD : EInst<(outs GPR:$rd), (ins zz_rc:$rs, mm_rc:$rt), "ld $rd, $rs, $rt"> {
  bits<3> rd; bits<3> rs; bits<3> rt;
  let Inst{31-24} = 0x33; let Inst{23-21} = rd; let Inst{20-18} = rs;
  let Inst{17-15} = rt; let Inst{14-0} = 0;
}
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }

// CHECK:      template <typename T> constexpr uint32_t InsnBitWidth = 0;
// CHECK-EMPTY:
// CHECK-NEXT: {{\[\[}}maybe_unused]]
// CHECK-NEXT: static DecodeStatus DecodeAa_rcRegClassByHwMode(MCInst &Inst, unsigned Imm, uint64_t Addr, const MCDisassembler *Decoder) {
// CHECK-NEXT:   switch (Decoder->getSubtargetInfo().getHwMode(MCSubtargetInfo::HwMode_RegInfo)) {
// CHECK-NEXT:   case 0: // DefaultMode
// CHECK-NEXT:     return DecodeGPRRegisterClass(Inst, Imm, Addr, Decoder);
// CHECK-NEXT:   case 2: // ModeZ
// CHECK-NEXT:     return decodeLow(Inst, Imm, Addr, Decoder);
// CHECK-NEXT:   default:
// CHECK-NEXT:     llvm_unreachable("no decoder for hwmode");
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{\[\[}}maybe_unused]]
// CHECK-NEXT: static DecodeStatus Decodezz_rcRegClassByHwMode(MCInst &Inst, unsigned Imm, uint64_t Addr, const MCDisassembler *Decoder) {
// CHECK-NEXT:   switch (Decoder->getSubtargetInfo().getHwMode(MCSubtargetInfo::HwMode_RegInfo)) {
// CHECK-NEXT:   case 2: // ModeZ
// CHECK-NEXT:     return DecodeGPRRegisterClass(Inst, Imm, Addr, Decoder);
// CHECK-NEXT:   case 0: // DefaultMode
// CHECK-NEXT:     return decodeLow(Inst, Imm, Addr, Decoder);
// CHECK-NEXT:   case 1: // ModeA
// CHECK-NEXT:     return DecodeGPRRegisterClass(Inst, Imm, Addr, Decoder);
// CHECK-NEXT:   default:
// CHECK-NEXT:     llvm_unreachable("no decoder for hwmode");
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: static const uint8_t DecoderTable32[12] = {
// CHECK-NOT:  Decodemm_rcRegClassByHwMode
// CHECK:      Check(S, Decodezz_rcRegClassByHwMode(MI, tmp, Address, Decoder))
// CHECK:      Check(S, decodeMM(MI, tmp, Address, Decoder))
