// RUN: %tblgen -gen-x86-instr-mapping -I %llvminc -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-x86-instr-mapping -I /usr/include/llvm-22 -I %S/Inputs
//
// EVEX compression (by name suffix, by encoding among VEX forms with the
// same opcode, by the hand-kept list; masked, broadcast and 512-bit forms
// stay), the predicate check of compressed forms, the NF, ND and SSE-to-AVX
// tables, each in enum order of its first column. _REV and assembler-only
// forms take no part; promoted legacy forms in map 4 do not compress.

include "x86-mini.td"

def HasAVXVNNI : Predicate<"Subtarget->hasAVXVNNI()">;
def HasAVXIFMA : Predicate<"Subtarget->hasAVXIFMA()">;
def HasOther : Predicate<"Subtarget->hasOther()">;

class VexI<bits<8> o, Format f, dag outs, dag ins, string asm>
    : X86Inst<o, f, outs, ins, asm> { let OpEnc = EncVEX; let OpPrefix = PD; let OpMap = TB; }
class EvexI<bits<8> o, Format f, dag outs, dag ins, string asm>
    : X86Inst<o, f, outs, ins, asm> { let OpEnc = EncEVEX; let OpPrefix = PD; let OpMap = TB; }

// Matched by encoding (operands of the same sizes).
def VADDPSrr : VexI<0x58, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "vaddps">;
def VADDPSrm : VexI<0x58, MRMSrcMem, (outs VR128:$d), (ins VR128:$a, f128mem:$b), "vaddps">;
def VADDPSZ128rr : EvexI<0x58, MRMSrcReg, (outs VR128Op:$d), (ins VR128Op:$a, VR128Op:$b), "vaddps">;
def VADDPSZ128rm : EvexI<0x58, MRMSrcMem, (outs VR128Op:$d), (ins VR128Op:$a, f128mem:$b), "vaddps">;
// Masked, broadcast and L2 forms stay EVEX.
def VADDPSZ128rrk : EvexI<0x58, MRMSrcReg, (outs VR128:$d), (ins VK8:$k, VR128:$a, VR128:$b), "vaddps"> {
  let hasEVEX_K = 1;
}
def VADDPSZ128rmb : EvexI<0x58, MRMSrcMem, (outs VR128:$d), (ins VR128:$a, f32mem:$b), "vaddps"> {
  let hasEVEX_B = 1;
}
def VADDPSZrr : EvexI<0x58, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "vaddps"> {
  let hasEVEX_L2 = 1;
}
// Different memory size: no match.
def VMULPSZ128rm : EvexI<0x59, MRMSrcMem, (outs VR128:$d), (ins VR128:$a, f64mem:$b), "vmulps">;
def VMULPSrm : VexI<0x59, MRMSrcMem, (outs VR128:$d), (ins VR128:$a, f128mem:$b), "vmulps">;
// Different immediate type: no match; the same type: a match.
def VSHUFPSZ128rri : EvexI<0xc6, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b, i32imm8:$i), "vshufps">;
def VSHUFPSrri : VexI<0xc6, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b, u8imm:$i), "vshufps">;
def VSHUFPDZ128rri : EvexI<0xc5, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b, u8imm:$i), "vshufpd">;
def VSHUFPDrri : VexI<0xc5, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b, u8imm:$i), "vshufpd">;
// W differs: the hand-kept list pairs them.
def VADDPDZ128rr : EvexI<0x58, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "vaddpd"> {
  let hasREX_W = 1;
  let OpPrefix = XS;
}
def VADDPDrr : VexI<0x58, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "vaddpd"> {
  let OpPrefix = XS;
}
// Matches by encoding, but the hand-kept list keeps it.
def VDBPSADBWZ128rri : EvexI<0x42, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b, u8imm:$i), "vdbpsadbw">;
def VMPSADBWrri : VexI<0x42, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b, u8imm:$i), "vmpsadbw">;
// A compressed form whose feature is checked at run time.
def VPDPBUSDrr : VexI<0x50, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "vpdpbusd"> {
  let Predicates = [HasOther, HasAVXVNNI];
}
def VPDPBUSDZ128rr : EvexI<0x50, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "vpdpbusd">;
def VPMADD52LUQrr : VexI<0xb4, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "vpmadd52luq"> {
  let Predicates = [HasAVXIFMA];
}
def VPMADD52LUQZ128rr : EvexI<0xb4, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "vpmadd52luq">;

// Legacy instructions, their EVEX (map 4) forms, NF and ND forms.
class Map4<bits<8> o, Format f, dag outs, dag ins, string asm>
    : X86Inst<o, f, outs, ins, asm> { let OpEnc = EncEVEX; let OpMap = T_MAP4; }
def ADD32rr : X86Inst<0x01, MRMDestReg, (outs GR32:$d), (ins GR32:$a, GR32:$b), "add"> {
  let Defs = [EFLAGS];
}
def ADD32rr_REV : X86Inst<0x03, MRMSrcReg, (outs GR32:$d), (ins GR32:$a, GR32:$b), "add">;
def ADD32rr_EVEX : Map4<0x01, MRMDestReg, (outs GR32:$d), (ins GR32:$a, GR32:$b), "add">;
def ADD32rr_NF : Map4<0x01, MRMDestReg, (outs GR32:$d), (ins GR32:$a, GR32:$b), "add"> {
  let hasEVEX_NF = 1;
}
def ADD32rr_ND : Map4<0x01, MRMDestReg, (outs GR32:$d), (ins GR32:$a, GR32:$b), "add"> {
  let hasEVEX_B = 1;
  let hasVEX_4V = 1;
}
def ADD32rr_NF_ND : Map4<0x01, MRMDestReg, (outs GR32:$d), (ins GR32:$a, GR32:$b), "add"> {
  let hasEVEX_B = 1;
  let hasVEX_4V = 1;
  let hasEVEX_NF = 1;
}
def ADD32mr : X86Inst<0x01, MRMDestMem, (outs), (ins i32mem:$d, GR32:$b), "add">;
def ADD32mr_ND : Map4<0x01, MRMDestMem, (outs), (ins i32mem:$d, GR32:$b), "add"> {
  let hasEVEX_B = 1;
  let hasVEX_4V = 1;
}
// A promoted legacy form (forced EVEX): not compressed.
def INC32r_EVEX : Map4<0xff, MRM0r, (outs GR32:$d), (ins GR32:$a), "inc"> {
  let explicitOpPrefix = ExplicitEVEX;
}
def INC32r : X86Inst<0xff, MRM0r, (outs GR32:$d), (ins GR32:$a), "inc">;
// Hand-kept ND facts.
def MOVBE32rr : Map4<0x61, MRMDestReg, (outs GR32:$d), (ins GR32:$a), "movbe">;
def BSWAP32r : X86Inst<0xc8, AddRegFrm, (outs GR32:$d), (ins GR32:$a), "bswap">;
def CFCMOV32rr : Map4<0x40, MRMSrcRegCC, (outs GR32:$d), (ins GR32:$a, u8imm:$c), "cfcmov${c}">;
def CFCMOV32rr_ND : Map4<0x40, MRMSrcRegCC, (outs GR32:$d), (ins GR32:$a, GR32:$b, u8imm:$c), "cfcmov${c}">;

// SSE and AVX.
def ADDPSrr : X86Inst<0x58, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "addps">;
def VADDPSrr_ASM : VexI<0x58, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "vaddps"> {
  let isAsmParserOnly = 1;
}
def ADDPSrr_ASM : X86Inst<0x58, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "addps"> {
  let isAsmParserOnly = 1;
}
def BLENDVPSrr0 : X86Inst<0x14, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "blendvps">;
def VBLENDVPSrrr : VexI<0x4a, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b, VR128:$c), "vblendvps">;

// CHECK:      static const X86TableEntry X86CompressEVEXTable[] = {
// CHECK-NEXT:   { X86::ADD32rr_EVEX, X86::ADD32rr },
// CHECK-NEXT:   { X86::VADDPDZ128rr, X86::VADDPDrr },
// CHECK-NEXT:   { X86::VADDPSZ128rm, X86::VADDPSrm },
// CHECK-NEXT:   { X86::VADDPSZ128rr, X86::VADDPSrr },
// CHECK-NEXT:   { X86::VPDPBUSDZ128rr, X86::VPDPBUSDrr },
// CHECK-NEXT:   { X86::VPMADD52LUQZ128rr, X86::VPMADD52LUQrr },
// CHECK-NEXT:   { X86::VSHUFPDZ128rri, X86::VSHUFPDrri },
// CHECK-NEXT: };
// CHECK:      static bool checkPredicate(unsigned Opc, const X86Subtarget *Subtarget) {
// CHECK-NEXT:   switch (Opc) {
// CHECK-NEXT:   default: return true;
// CHECK-NEXT:   case X86::VPMADD52LUQrr:
// CHECK-NEXT:     return Subtarget->hasAVXIFMA();
// CHECK-NEXT:   case X86::VPDPBUSDrr:
// CHECK-NEXT:     return Subtarget->hasAVXVNNI();
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK:      static const X86TableEntry X86NFTransformTable[] = {
// CHECK-NEXT:   { X86::ADD32rr, X86::ADD32rr_NF },
// CHECK-NEXT:   { X86::ADD32rr_ND, X86::ADD32rr_NF_ND },
// CHECK-NEXT: };
// CHECK:      static const X86TableEntry X86ND2NonNDTable[] = {
// CHECK-NEXT:   { X86::ADD32rr_ND, X86::ADD32rr },
// CHECK-NEXT:   { X86::ADD32rr_NF_ND, X86::ADD32rr_NF },
// CHECK-NEXT:   { X86::MOVBE32rr, X86::BSWAP32r },
// CHECK-NEXT: };
// CHECK:      static const X86TableEntry X86SSE2AVXTable[] = {
// CHECK-NEXT:   { X86::ADDPSrr, X86::VADDPSrr },
// CHECK-NEXT:   { X86::BLENDVPSrr0, X86::VBLENDVPSrrr },
// CHECK-NEXT: };
