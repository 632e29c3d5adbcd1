// RUN: %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// The X86 disassembler tables for VEX, XOP and EVEX instructions: the
// contexts of VEX.L, VEX.W, EVEX.L'L, write masks (merging and zeroing),
// broadcast and embedded rounding, EVEX.U, the no-flags (NF) and new data
// destination (NDD) forms of map 4, the EVEX address-size override,
// instructions that ignore L or W, compressed displacement scales, operands
// in VEX.vvvv and imm[7:4], and every opcode map.

include "x86-disasm.td"

defvar VEX = 1;
defvar XOP = 2;
defvar EVEX = 3;

// VEX.
def VADDPSrr : X86Inst<0x58, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2)> {
  let OpMapBits = 1; let OpPrefixBits = 4; let OpEncBits = VEX; let hasVEX_4V = 1;
}
def VADDPSYrr : X86Inst<0x58, MRMSrcReg, (outs VR256:$dst), (ins VR256:$src1, VR256:$src2)> {
  let OpMapBits = 1; let OpPrefixBits = 4; let OpEncBits = VEX; let hasVEX_4V = 1; let hasVEX_L = 1;
}
def VADDPDrm : X86Inst<0x58, MRMSrcMem, (outs VR128:$dst), (ins VR128:$src1, f128mem:$src2)> {
  let OpMapBits = 1; let OpPrefixBits = 1; let OpEncBits = VEX; let hasVEX_4V = 1;
}
def VADDSSrr : X86Inst<0x58, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2)> {
  let OpMapBits = 1; let OpPrefixBits = 2; let OpEncBits = VEX; let hasVEX_4V = 1;
  let ignoresVEX_L = 1; let IgnoresW = 1;
}
def VADDSDrr : X86Inst<0x58, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2)> {
  let OpMapBits = 1; let OpPrefixBits = 3; let OpEncBits = VEX; let hasVEX_4V = 1; let hasREX_W = 1;
}
def VBLENDVPSrr : X86Inst<0x4a, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2, VR128:$src3)> {
  let OpMapBits = 3; let OpPrefixBits = 1; let OpEncBits = VEX; let hasVEX_4V = 1;
}
def VFMADDPS4rr : X86Inst<0x68, MRMSrcRegOp4, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2, VR128:$src3)> {
  let OpMapBits = 3; let OpPrefixBits = 1; let OpEncBits = VEX; let hasVEX_4V = 1; let hasVEX_L = 1;
  let hasREX_W = 1;
}
def BEXTRrr : X86Inst<0xf7, MRMSrcReg4VOp3, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2)> {
  let OpMapBits = 2; let OpPrefixBits = 4; let OpEncBits = VEX;
}
def VPGATHERDDrm : X86Inst<0x90, MRMSrcMem4VOp3, (outs VR128:$dst, VR128:$mask_wb),
                           (ins VR128:$src1, vx32mem:$src2, VR128:$mask)> {
  let OpMapBits = 2; let OpPrefixBits = 1; let OpEncBits = VEX;
  let Constraints = "$src1 = $dst, $mask = $mask_wb";
}
def VMPTRLD : X86Inst<0xc7, MRM3m, (outs), (ins i64mem:$vmcs)> {
  let OpMapBits = 1; let OpPrefixBits = 4; let OpEncBits = VEX; let hasVEX_4V = 1;
  let InOperandList = (ins GR32:$v, i64mem:$vmcs);
}
// XOP maps and 3DNow!.
def VPROTBri : X86Inst<0xc0, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src, u8imm:$imm)> {
  let OpMapBits = 4; let OpPrefixBits = 4; let OpEncBits = XOP;
}
def BLCFILL : X86Inst<0x01, MRM1r, (outs GR32:$dst), (ins GR32:$src)> {
  let OpMapBits = 5; let OpPrefixBits = 4; let OpEncBits = XOP; let hasVEX_4V = 1;
}
def BEXTRI : X86Inst<0x10, MRMSrcReg, (outs GR32:$dst), (ins GR32:$src, i32imm:$imm)> {
  let OpMapBits = 6; let OpPrefixBits = 4; let OpEncBits = XOP;
}
def PAVGUSB : X86Inst<0xbf, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src1, VR128:$src2)> {
  let OpMapBits = 7; let Constraints = "$src1 = $dst";
}

// EVEX.
multiclass Masked<bits<8> opc, int pfx, bit w, bit l, bit l2, int scale> {
  def rr : X86Inst<opc, MRMSrcReg, (outs VR512:$dst), (ins VR512:$src1, VR512:$src2)> {
    let OpMapBits = 1; let OpPrefixBits = pfx; let OpEncBits = 3; let hasVEX_4V = 1;
    let hasREX_W = w; let hasVEX_L = l; let hasEVEX_L2 = l2;
  }
  def rrk : X86Inst<opc, MRMSrcReg, (outs VR512:$dst),
                    (ins VR512:$src0, VK8WM:$mask, VR512:$src1, VR512:$src2)> {
    let OpMapBits = 1; let OpPrefixBits = pfx; let OpEncBits = 3; let hasVEX_4V = 1;
    let hasREX_W = w; let hasVEX_L = l; let hasEVEX_L2 = l2; let hasEVEX_K = 1;
    let Constraints = "$src0 = $dst";
  }
  def rrkz : X86Inst<opc, MRMSrcReg, (outs VR512:$dst), (ins VK8WM:$mask, VR512:$src1, VR512:$src2)> {
    let OpMapBits = 1; let OpPrefixBits = pfx; let OpEncBits = 3; let hasVEX_4V = 1;
    let hasREX_W = w; let hasVEX_L = l; let hasEVEX_L2 = l2; let hasEVEX_K = 1; let hasEVEX_Z = 1;
  }
  def rmb : X86Inst<opc, MRMSrcMem, (outs VR512:$dst), (ins VR512:$src1, i32mem:$src2)> {
    let OpMapBits = 1; let OpPrefixBits = pfx; let OpEncBits = 3; let hasVEX_4V = 1;
    let hasREX_W = w; let hasVEX_L = l; let hasEVEX_L2 = l2; let hasEVEX_B = 1; let CD8_Scale = scale;
  }
  def rmbkz : X86Inst<opc, MRMSrcMem, (outs VR512:$dst), (ins VK8WM:$mask, VR512:$src1, i32mem:$src2)> {
    let OpMapBits = 1; let OpPrefixBits = pfx; let OpEncBits = 3; let hasVEX_4V = 1;
    let hasREX_W = w; let hasVEX_L = l; let hasEVEX_L2 = l2; let hasEVEX_B = 1; let CD8_Scale = scale;
    let hasEVEX_K = 1; let hasEVEX_Z = 1;
  }
  def rm : X86Inst<opc, MRMSrcMem, (outs VR512:$dst), (ins VR512:$src1, f512mem:$src2)> {
    let OpMapBits = 1; let OpPrefixBits = pfx; let OpEncBits = 3; let hasVEX_4V = 1;
    let hasREX_W = w; let hasVEX_L = l; let hasEVEX_L2 = l2; let CD8_Scale = 64;
  }
}
defm VADDPSZ : Masked<0x58, 4, 0, 0, 1, 4>;
defm VADDPSZ256 : Masked<0x58, 4, 0, 1, 0, 4>;
defm VADDPSZ128 : Masked<0x58, 4, 0, 0, 0, 4>;
defm VADDPDZ : Masked<0x58, 1, 1, 0, 1, 8>;
defm VADDPDZ128 : Masked<0x58, 1, 1, 0, 0, 8>;
defm VADDSSZ : Masked<0x58, 2, 0, 0, 0, 4>;
defm VADDSDZ : Masked<0x58, 3, 1, 0, 0, 8>;
defm VCVTQQ2PSZ : Masked<0x5b, 4, 1, 0, 1, 8>;

// Embedded rounding: EVEX.B on a register form ignores L'L.
def VADDPSZrrb : X86Inst<0x58, MRMSrcReg, (outs VR512:$dst), (ins VR512:$src1, VR512:$src2, AVX512RC:$rc)> {
  let OpMapBits = 1; let OpPrefixBits = 4; let OpEncBits = EVEX; let hasVEX_4V = 1;
  let hasEVEX_L2 = 1; let hasEVEX_B = 1;
}
def VCVTQQ2PSZrrb : X86Inst<0x5b, MRMSrcReg, (outs VR256X:$dst), (ins VR512:$src, AVX512RC:$rc)> {
  let OpMapBits = 1; let OpPrefixBits = 4; let OpEncBits = EVEX; let hasREX_W = 1;
  let hasEVEX_L2 = 1; let hasEVEX_B = 1;
}
// EVEX.U with EVEX.B: YMM rounding.
def VCVTTPD2DQSZ256rrb : X86Inst<0x6d, MRMSrcReg, (outs VR128X:$dst), (ins VR256X:$src)> {
  let OpMapBits = 9; let OpPrefixBits = 4; let OpEncBits = EVEX; let hasREX_W = 1;
  let hasVEX_L = 1; let hasEVEX_B = 1; let hasEVEX_U = 1;
}
def VCVTTPD2DQSZ256rrbkz : X86Inst<0x6d, MRMSrcReg, (outs VR128X:$dst), (ins VK8WM:$mask, VR256X:$src)> {
  let OpMapBits = 9; let OpPrefixBits = 4; let OpEncBits = EVEX; let hasREX_W = 1;
  let hasVEX_L = 1; let hasEVEX_B = 1; let hasEVEX_U = 1; let hasEVEX_K = 1; let hasEVEX_Z = 1;
}
def VCVTTPS2QQSZ256rrb : X86Inst<0x6d, MRMSrcReg, (outs VR256X:$dst), (ins VR128X:$src)> {
  let OpMapBits = 9; let OpPrefixBits = 1; let OpEncBits = EVEX;
  let hasVEX_L = 1; let hasEVEX_B = 1; let hasEVEX_U = 1;
}
// Scalar, L'L and W ignored.
def VMOVSSZrr : X86Inst<0x10, MRMSrcReg, (outs VR128X:$dst), (ins VR128X:$src1, VR128X:$src2)> {
  let OpMapBits = 1; let OpPrefixBits = 2; let OpEncBits = EVEX; let hasVEX_4V = 1;
  let ignoresVEX_L = 1; let IgnoresW = 1;
}
def VMOVSSZrrk : X86Inst<0x10, MRMSrcReg, (outs VR128X:$dst),
                         (ins VR128X:$src0, VK8WM:$mask, VR128X:$src1, VR128X:$src2)> {
  let OpMapBits = 1; let OpPrefixBits = 2; let OpEncBits = EVEX; let hasVEX_4V = 1;
  let ignoresVEX_L = 1; let hasEVEX_K = 1; let Constraints = "$src0 = $dst";
}
def VMOVSSZmr : X86Inst<0x11, MRMDestMem, (outs), (ins f128mem:$dst, VR128X:$src)> {
  let OpMapBits = 1; let OpPrefixBits = 2; let OpEncBits = EVEX; let CD8_Scale = 4;
}
def VGATHERDPSZrm : X86Inst<0x92, MRMSrcMem, (outs VR512:$dst, VK8WM:$mask_wb),
                            (ins VR512:$src1, VK8WM:$mask, vz32mem:$src2)> {
  let OpMapBits = 2; let OpPrefixBits = 1; let OpEncBits = EVEX; let hasEVEX_L2 = 1;
  let hasEVEX_K = 1; let CD8_Scale = 4; let Constraints = "$src1 = $dst, $mask = $mask_wb";
}
def KANDWrr : X86Inst<0x41, MRMSrcReg, (outs VK8:$dst), (ins VK8:$src1, VK8:$src2)> {
  let OpMapBits = 1; let OpPrefixBits = 4; let OpEncBits = VEX; let hasVEX_4V = 1; let hasVEX_L = 1;
}
def TILELOADD : X86Inst<0x4b, MRMSrcMemFSIB, (outs VR128:$dst), (ins sibmem:$src)> {
  let OpMapBits = 2; let OpPrefixBits = 3; let OpEncBits = VEX;
}

// Map 4 (APX): the NF and NDD forms, legacy instructions promoted to EVEX
// with W1 (which a 0x66 prefix does not change), CCMP's two condition
// operands, the EVEX address-size override.
def ADD32rr_EVEX : X86Inst<0x01, MRMDestReg, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2)> {
  let OpMapBits = 8; let OpPrefixBits = 4; let OpEncBits = EVEX; let Constraints = "$src1 = $dst";
}
def ADD64rr_EVEX : X86Inst<0x01, MRMDestReg, (outs GR64:$dst), (ins GR64:$src1, GR64:$src2)> {
  let OpMapBits = 8; let OpPrefixBits = 4; let OpEncBits = EVEX; let hasREX_W = 1;
  let Constraints = "$src1 = $dst";
}
def ADD8rr_EVEX : X86Inst<0x00, MRMDestReg, (outs GR8:$dst), (ins GR8:$src1, GR8:$src2)> {
  let OpMapBits = 8; let OpPrefixBits = 4; let OpEncBits = EVEX; let IgnoresW = 1;
  let Constraints = "$src1 = $dst";
}
def ADD16rr_EVEX : X86Inst<0x01, MRMDestReg, (outs GR16:$dst), (ins GR16:$src1, GR16:$src2)> {
  let OpMapBits = 8; let OpPrefixBits = 1; let OpEncBits = EVEX; let OpSizeBits = 1;
  let Constraints = "$src1 = $dst";
}
def ADD32rr_ND : X86Inst<0x01, MRMDestReg, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2)> {
  let OpMapBits = 8; let OpPrefixBits = 4; let OpEncBits = EVEX; let hasVEX_4V = 1; let hasEVEX_B = 1;
}
def ADD32rm_ND : X86Inst<0x03, MRMSrcMem, (outs GR32:$dst), (ins GR32:$src1, i32mem:$src2)> {
  let OpMapBits = 8; let OpPrefixBits = 4; let OpEncBits = EVEX; let hasVEX_4V = 1; let hasEVEX_B = 1;
}
def ADD64rr_ND : X86Inst<0x01, MRMDestReg, (outs GR64:$dst), (ins GR64:$src1, GR64:$src2)> {
  let OpMapBits = 8; let OpPrefixBits = 4; let OpEncBits = EVEX; let hasVEX_4V = 1; let hasEVEX_B = 1;
  let hasREX_W = 1;
}
def ADD32rr_NF : X86Inst<0x01, MRMDestReg, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2)> {
  let OpMapBits = 8; let OpPrefixBits = 4; let OpEncBits = EVEX; let hasEVEX_NF = 1;
  let Constraints = "$src1 = $dst";
}
def ADD8rr_NF : X86Inst<0x00, MRMDestReg, (outs GR8:$dst), (ins GR8:$src1, GR8:$src2)> {
  let OpMapBits = 8; let OpPrefixBits = 4; let OpEncBits = EVEX; let hasEVEX_NF = 1; let IgnoresW = 1;
  let Constraints = "$src1 = $dst";
}
def ADD16rr_NF_ND : X86Inst<0x01, MRMDestReg, (outs GR16:$dst), (ins GR16:$src1, GR16:$src2)> {
  let OpMapBits = 8; let OpPrefixBits = 1; let OpEncBits = EVEX; let hasEVEX_NF = 1;
  let hasVEX_4V = 1; let hasEVEX_B = 1; let OpSizeBits = 1;
}
def ADD64rr_NF_ND : X86Inst<0x01, MRMDestReg, (outs GR64:$dst), (ins GR64:$src1, GR64:$src2)> {
  let OpMapBits = 8; let OpPrefixBits = 4; let OpEncBits = EVEX; let hasEVEX_NF = 1;
  let hasVEX_4V = 1; let hasEVEX_B = 1; let hasREX_W = 1;
}
def CCMP32rr : X86Inst<0x39, MRMDestReg, (outs), (ins GR32:$src1, GR32:$src2, cflags:$dcf, ccode:$cond)> {
  let OpMapBits = 8; let OpPrefixBits = 4; let OpEncBits = EVEX; let hasTwoConditionalOps = 1;
}
def CFCMOV32rr : X86Inst<0x40, MRMSrcRegCC, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2, ccode:$cond)> {
  let OpMapBits = 8; let OpPrefixBits = 4; let OpEncBits = EVEX; let hasVEX_4V = 1; let hasEVEX_NF = 1;
}
def MOVDIR64B_EVEX : X86Inst<0xf8, MRMSrcMem, (outs GR32:$dst), (ins i32mem:$src)> {
  let OpMapBits = 8; let OpPrefixBits = 1; let OpEncBits = EVEX; let AdSizeBits = 2;
}
def ENQCMD_EVEX : X86Inst<0xf8, MRMSrcMem, (outs GR32:$dst), (ins i32mem:$src)> {
  let OpMapBits = 8; let OpPrefixBits = 3; let OpEncBits = EVEX; let AdSizeBits = 2;
}
def MOVDIR64B64_EVEX : X86Inst<0xf8, MRMSrcMem, (outs GR64:$dst), (ins i64mem:$src)> {
  let OpMapBits = 8; let OpPrefixBits = 1; let OpEncBits = EVEX;
}
def PUSH2 : X86Inst<0xff, MRM6r, (outs), (ins GR64:$src1, GR64:$src2)> {
  let OpMapBits = 8; let OpPrefixBits = 4; let OpEncBits = EVEX; let hasVEX_4V = 1; let hasEVEX_B = 1;
}
// Maps 5 to 7.
def VADDPHZrr : X86Inst<0x58, MRMSrcReg, (outs VR512:$dst), (ins VR512:$src1, VR512:$src2)> {
  let OpMapBits = 9; let OpPrefixBits = 4; let OpEncBits = EVEX; let hasVEX_4V = 1; let hasEVEX_L2 = 1;
}
def VFMADDCPHZr : X86Inst<0x56, MRMSrcReg, (outs VR512:$dst), (ins VR512:$src1, VR512:$src2)> {
  let OpMapBits = 10; let OpPrefixBits = 2; let OpEncBits = EVEX; let hasVEX_4V = 1; let hasEVEX_L2 = 1;
}
def URDMSRri_EVEX : X86Inst<0xf8, MRM0r, (outs GR64:$dst), (ins i64i32imm:$imm)> {
  let OpMapBits = 11; let OpPrefixBits = 3; let OpEncBits = EVEX;
}

// CHECK:      static const struct OperandSpecifier x86OperandSets[][6] = {
// Compressed displacements; a masked EVEX instruction: the write mask,
// VEX.vvvv, a broadcast memory operand scaled by 8.
// CHECK:          { ENCODING_RM_CD64, TYPE_M },
// CHECK:          { ENCODING_WRITEMASK, TYPE_VK },
// CHECK-NEXT:     { ENCODING_VVVV, TYPE_ZMM },
// CHECK-NEXT:     { ENCODING_RM_CD8, TYPE_M },
// CHECK:      /* VADDPSZrrk */
// CHECK:      static const uint8_t x86DisassemblerContexts[65536] = {
// CHECK:        IC_EVEX_W_OPSIZE_KZ_B_U, // 39192
// CHECK:      static const InstrUID modRMTable[] = {
// CHECK:        0x{{[0-9a-f]+}}, /*VCVTTPD2DQSZ256rrbkz*/
// CHECK:      x86DisassemblerTwoByteOpcodes = {
// CHECK:       /*IC_EVEX_W_OPSIZE*/ { /* struct OpcodeDecision */ {
// CHECK:      x86DisassemblerMap5Opcodes = {
// CHECK:       /*IC_EVEX_W_KZ_B_U*/ { /* struct OpcodeDecision */ {
// CHECK:      x86DisassemblerMap7Opcodes = {
// CHECK-NEXT:  /*IC*/ {},
