// RUN: %tblgen -gen-x86-fold-tables -asmwriternum=1 -D X86_FOLD_OWN_ADD -I %llvminc -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-x86-fold-tables -asmwriternum=1 -D X86_FOLD_OWN_ADD -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-x86-fold-tables -D X86_FOLD_OWN_ADD -I /usr/include/llvm-22 -I %S/Inputs
//
// Register and memory forms paired by opcode, form, mnemonic, encoding
// and operands, filed by what is folded: read-modify-write, a load of
// input N, a store, a broadcast. Flags: no unfolding when the register is
// wider than the memory, for masked moves, stores of moves and expands;
// SSE memory of more than 64 bits and the aligned moves need alignment.
// The hand-kept pairs (here the ADD pseudos) replace found ones; the
// hand-kept no-fold forms are left out. Pseudos first, then by name.

include "x86-mini.td"
include "x86-fold-stubs.td"

class I<bits<8> o, Format f, dag outs, dag ins, string asm> : X86Inst<o, f, outs, ins, asm>;
class V<bits<8> o, Format f, dag outs, dag ins, string asm> : X86Inst<o, f, outs, ins, asm> {
  let OpEnc = EncVEX;
  let OpMap = TB;
}
class E<bits<8> o, Format f, dag outs, dag ins, string asm> : X86Inst<o, f, outs, ins, asm> {
  let OpEnc = EncEVEX;
  let OpMap = TB;
  let OpPrefix = PD;
}

// The hand-kept ADD group, and the ADD forms found by encoding.
let isPseudo = 1 in {
def ADD32rr_DB : I<0, Pseudo, (outs GR32:$d), (ins GR32:$a, GR32:$b), "">;
def ADD32ri_DB : I<0, Pseudo, (outs GR32:$d), (ins GR32:$a, u8imm:$i), "">;
def ADD16rr_DB : I<0, Pseudo, (outs), (ins), "">;
def ADD16ri_DB : I<0, Pseudo, (outs), (ins), "">;
def ADD64rr_DB : I<0, Pseudo, (outs), (ins), "">;
def ADD64ri32_DB : I<0, Pseudo, (outs), (ins), "">;
def ADD8rr_DB : I<0, Pseudo, (outs), (ins), "">;
def ADD8ri_DB : I<0, Pseudo, (outs), (ins), "">;
}
def ADD32rr : I<0x01, MRMDestReg, (outs GR32:$d), (ins GR32:$a, GR32:$b), "add{l}\t{$b, $d|$d, $b}">;
def ADD32mr : I<0x01, MRMDestMem, (outs), (ins i32mem:$d, GR32:$b), "add{l}\t{$b, $d|$d, $b}">;
def ADD32rm : I<0x03, MRMSrcMem, (outs GR32:$d), (ins GR32:$a, i32mem:$b), "add{l}\t{$b, $d|$d, $b}">;
def ADD32rr_REV : I<0x03, MRMSrcReg, (outs GR32:$d), (ins GR32:$a, GR32:$b), "add{l}\t{$b, $d|$d, $b}">;
def ADD32ri : I<0x81, MRM0r, (outs GR32:$d), (ins GR32:$a, u8imm:$i), "add{l}\t{$i, $d|$d, $i}">;
def ADD32mi : I<0x81, MRM0m, (outs), (ins i32mem:$d, u8imm:$i), "add{l}\t{$i, $d|$d, $i}">;
def ADD16mr : I<0, Pseudo, (outs), (ins), "">;
def ADD16mi : I<0, Pseudo, (outs), (ins), "">;
def ADD16rm : I<0, Pseudo, (outs), (ins), "">;
def ADD64mr : I<0, Pseudo, (outs), (ins), "">;
def ADD64mi32 : I<0, Pseudo, (outs), (ins), "">;
def ADD64rm : I<0, Pseudo, (outs), (ins), "">;
def ADD8mr : I<0, Pseudo, (outs), (ins), "">;
def ADD8mi : I<0, Pseudo, (outs), (ins), "">;
def ADD8rm : I<0, Pseudo, (outs), (ins), "">;

// Loads of operand 0 and 1, a store of a move.
def CMP32rr : I<0x39, MRMDestReg, (outs), (ins GR32:$a, GR32:$b), "cmp">;
def CMP32mr : I<0x39, MRMDestMem, (outs), (ins i32mem:$a, GR32:$b), "cmp">;
def MOVSX32rr : I<0xbf, MRMSrcReg, (outs GR32:$d), (ins GR32:$s), "movsx"> { let OpMap = TB; }
def MOVSX32rm : I<0xbf, MRMSrcMem, (outs GR32:$d), (ins i32mem:$s), "movsx"> { let OpMap = TB; }
def MOVL32rr : I<0x89, MRMDestReg, (outs GR32:$d), (ins GR32:$s), "mov"> { let isMoveReg = 1; }
def MOVL32mr : I<0x89, MRMDestMem, (outs), (ins i32mem:$d, GR32:$s), "mov">;
// Different mnemonics, or two operands that differ: no pair.
def SHL32rr : I<0xd3, MRM4r, (outs GR32:$d), (ins GR32:$a), "shl">;
def SAL32mr : I<0xd3, MRM4m, (outs), (ins i32mem:$d), "sal">;
def XCHG32rr : I<0x87, MRMSrcReg, (outs GR32:$d), (ins GR32:$a, GR32:$b), "xchg">;
def XCHG32rm : I<0x87, MRMSrcMem, (outs GR32:$d), (ins i32mem:$a, i32mem:$b), "xchg">;
// Hand-kept no-fold forms.
def BT32rr : I<0xa3, MRMDestReg, (outs), (ins GR32:$a, GR32:$b), "bt"> { let OpMap = TB; }
def BT32mr : I<0xa3, MRMDestMem, (outs), (ins i32mem:$a, GR32:$b), "bt"> { let OpMap = TB; }
// Assembler-only forms take no part.
def NEG32r : I<0xf7, MRM3r, (outs GR32:$d), (ins GR32:$a), "neg">;
def NEG32m : I<0xf7, MRM3m, (outs), (ins i32mem:$d), "neg"> { let isAsmParserOnly = 1; }

// SSE and AVX: alignment, and registers wider than the memory.
def ADDPSrr : I<0x58, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "addps"> { let OpMap = TB; }
def ADDPSrm : I<0x58, MRMSrcMem, (outs VR128:$d), (ins VR128:$a, f128mem:$b), "addps"> { let OpMap = TB; }
def ADDSSrr : I<0x58, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "addss"> {
  let OpMap = TB;
  let OpPrefix = XS;
}
def ADDSSrm : I<0x58, MRMSrcMem, (outs VR128:$d), (ins VR128:$a, f32mem:$b), "addss"> {
  let OpMap = TB;
  let OpPrefix = XS;
}
def MOVAPSrr : I<0x28, MRMSrcReg, (outs VR128:$d), (ins VR128:$s), "movaps"> { let OpMap = TB; }
def MOVAPSrm : I<0x28, MRMSrcMem, (outs VR128:$d), (ins f128mem:$s), "movaps"> { let OpMap = TB; }
def MOVUPSrr : I<0x10, MRMSrcReg, (outs VR128:$d), (ins VR128:$s), "movups"> { let OpMap = TB; }
def MOVUPSrm : I<0x10, MRMSrcMem, (outs VR128:$d), (ins f128mem:$s), "movups"> { let OpMap = TB; }
def VADDPSrr : V<0x58, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "vaddps">;
def VADDPSrm : V<0x58, MRMSrcMem, (outs VR128:$d), (ins VR128:$a, f128mem:$b), "vaddps">;
def VMOVAPSYrr : V<0x28, MRMSrcReg, (outs VR128:$d), (ins VR128:$s), "vmovaps"> { let hasVEX_L = 1; }
def VMOVAPSYrm : V<0x28, MRMSrcMem, (outs VR128:$d), (ins f128mem:$s), "vmovaps"> { let hasVEX_L = 1; }

// EVEX: masked moves, expands, broadcasts, three-operand forms.
def VMOVDQU32Z128rr : E<0x6f, MRMSrcReg, (outs VR128:$d), (ins VR128:$s), "vmovdqu32"> {
  let isMoveReg = 1;
}
def VMOVDQU32Z128rrk : E<0x6f, MRMSrcReg, (outs VR128:$d), (ins VR128:$p, VK8:$k, VR128:$s),
                         "vmovdqu32"> { let hasEVEX_K = 1; }
def VMOVDQU32Z128rmk : E<0x6f, MRMSrcMem, (outs VR128:$d), (ins VR128:$p, VK8:$k, f128mem:$s),
                         "vmovdqu32"> { let hasEVEX_K = 1; }
def VPEXPANDDZ128rr : E<0x89, MRMSrcReg, (outs VR128:$d), (ins VR128:$s), "vpexpandd">;
def VPEXPANDDZ128rm : E<0x89, MRMSrcMem, (outs VR128:$d), (ins i32mem:$s), "vpexpandd">;
def VADDPSZ128rr : E<0x58, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "vaddps">;
def VADDPSZ128rm : E<0x58, MRMSrcMem, (outs VR128:$d), (ins VR128:$a, f128mem:$b), "vaddps">;
def VADDPSZ128rmb : E<0x58, MRMSrcMem, (outs VR128:$d), (ins VR128:$a, f32mem:$b), "vaddps"> {
  let hasEVEX_B = 1;
}
def VADDPDZ128rr : E<0x58, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b), "vaddpd"> {
  let hasREX_W = 1;
}
def VADDPDZ128rmb : E<0x58, MRMSrcMem, (outs VR128:$d), (ins VR128:$a, f64mem:$b), "vaddpd"> {
  let hasREX_W = 1;
  let hasEVEX_B = 1;
}
def VFMADDPSZ128r : E<0xa8, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b, VR128:$c), "vfmadd"> {
  let OpMap = T8;
}
def VFMADDPSZ128m : E<0xa8, MRMSrcMem, (outs VR128:$d), (ins VR128:$a, VR128:$b, f128mem:$c), "vfmadd"> {
  let OpMap = T8;
}
def VFMADDPSZ128mb : E<0xa8, MRMSrcMem, (outs VR128:$d), (ins VR128:$a, VR128:$b, f32mem:$c), "vfmadd"> {
  let OpMap = T8;
  let hasEVEX_B = 1;
}
def VPERMI2WZ128rr : E<0x75, MRMSrcReg, (outs VR128:$d), (ins VR128:$a, VR128:$b, VK8:$k, VR128:$c),
                       "vpermi2w"> { let OpMap = T8; }
def VPERMI2WZ128rm : E<0x75, MRMSrcMem, (outs VR128:$d), (ins VR128:$a, VR128:$b, VK8:$k, i16mem:$c),
                       "vpermi2w"> { let OpMap = T8; }
// Map 4: EVEX.b selects a new data destination and does not stop a pair;
// promoted legacy forms take no part.
def SUB32rr_ND : I<0x29, MRMDestReg, (outs GR32:$d), (ins GR32:$a, GR32:$b), "sub"> {
  let OpEnc = EncEVEX;
  let OpMap = T_MAP4;
  let hasEVEX_B = 1;
  let hasVEX_4V = 1;
}
def SUB32mr_ND : I<0x29, MRMDestMem, (outs GR32:$d), (ins i32mem:$a, GR32:$b), "sub"> {
  let OpEnc = EncEVEX;
  let OpMap = T_MAP4;
  let hasEVEX_B = 1;
  let hasVEX_4V = 1;
}
def NOT32r_EVEX : I<0xf7, MRM2r, (outs GR32:$d), (ins GR32:$a), "not"> {
  let OpEnc = EncEVEX;
  let OpMap = T_MAP4;
  let explicitOpPrefix = ExplicitEVEX;
}
def NOT32m_EVEX : I<0xf7, MRM2m, (outs), (ins i32mem:$d), "not"> {
  let OpEnc = EncEVEX;
  let OpMap = T_MAP4;
  let explicitOpPrefix = ExplicitEVEX;
}

// CHECK:      static const X86FoldTableEntry Table2Addr[] = {
// CHECK-NEXT:   {X86::ADD32ri_DB, X86::ADD32mi, TB_NO_REVERSE},
// CHECK-NEXT:   {X86::ADD32rr_DB, X86::ADD32mr, TB_NO_REVERSE},
// CHECK-NEXT:   {X86::ADD32ri, X86::ADD32mi, TB_NO_REVERSE},
// CHECK-NEXT:   {X86::ADD32rr, X86::ADD32mr, TB_NO_REVERSE},
// CHECK-NEXT: };
// CHECK:      static const X86FoldTableEntry Table0[] = {
// CHECK-NEXT:   {X86::CMP32rr, X86::CMP32mr, TB_FOLDED_LOAD},
// CHECK-NEXT:   {X86::MOVL32rr, X86::MOVL32mr, TB_FOLDED_STORE|TB_NO_REVERSE},
// CHECK-NEXT: };
// CHECK:      static const X86FoldTableEntry Table1[] = {
// CHECK:        {X86::MOVAPSrr, X86::MOVAPSrm, TB_ALIGN_16},
// CHECK:        {X86::VMOVAPSYrr, X86::VMOVAPSYrm, TB_ALIGN_32},
// CHECK:      static const X86FoldTableEntry Table2[] = {
// CHECK-NEXT:   {X86::ADD32rr_DB, X86::ADD32rm, TB_NO_REVERSE},
// CHECK-NEXT:   {X86::ADD32rr, X86::ADD32rm, 0},
// CHECK-NEXT:   {X86::ADDPSrr, X86::ADDPSrm, TB_ALIGN_16},
// CHECK-NEXT:   {X86::ADDSSrr, X86::ADDSSrm, TB_NO_REVERSE},
// CHECK:      static const X86FoldTableEntry BroadcastTable2[] = {
// CHECK-NEXT:   {X86::VADDPDZ128rr, X86::VADDPDZ128rmb, TB_BCAST_SD},
// CHECK-NEXT:   {X86::VADDPSZ128rr, X86::VADDPSZ128rmb, TB_BCAST_SS},
// CHECK-NEXT: };
// CHECK:      static const X86FoldTableEntry BroadcastTable3[] = {
// CHECK-NEXT:   {X86::VFMADDPSZ128r, X86::VFMADDPSZ128mb, TB_BCAST_SS},
// CHECK-NEXT: };
