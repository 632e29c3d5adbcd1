// RUN: %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// Corners of the X86 disassembler tables: EVEX.U counts only with embedded
// rounding (a register form with EVEX.B), and its contexts do not widen;
// an opcode-register instruction at the end of the map stops there; an
// OpPrefix value beyond PS is no prefix; NF and the EVEX address-size
// override ignore VEX.L and W.

include "x86-disasm.td"

def UW : X86Inst<0x6d, MRMSrcReg, (outs VR128X:$dst), (ins VR256X:$src)> {
  let OpMapBits = 9; let OpPrefixBits = 4; let OpEncBits = 3;
  let hasVEX_L = 1; let hasEVEX_B = 1; let hasEVEX_U = 1; let IgnoresW = 1; let ignoresVEX_L = 1;
}
def UK : X86Inst<0x6e, MRMSrcReg, (outs VR128X:$dst), (ins VK8WM:$mask, VR256X:$src)> {
  let OpMapBits = 9; let OpPrefixBits = 1; let OpEncBits = 3; let hasEVEX_K = 1;
  let hasVEX_L = 1; let hasEVEX_B = 1; let hasEVEX_U = 1; let IgnoresW = 1;
}
def UNB : X86Inst<0x6f, MRMSrcReg, (outs VR128X:$dst), (ins VR256X:$src)> {
  let OpMapBits = 9; let OpPrefixBits = 2; let OpEncBits = 3; let hasVEX_L = 1; let hasEVEX_U = 1;
}
def UMEM : X86Inst<0x70, MRMSrcMem, (outs VR128X:$dst), (ins i32mem:$src)> {
  let OpMapBits = 9; let OpPrefixBits = 3; let OpEncBits = 3; let hasEVEX_B = 1; let hasEVEX_U = 1;
}
def SPAN : X86Inst<0xf9, AddRegFrm, (outs GR32:$dst), (ins)>;
def SPAN2 : X86Inst<0x41, AddRegFrm, (outs GR16:$dst), (ins)> { let OpSizeBits = 1; }
def ODDPFX : X86Inst<0x42, RawFrm, (outs), (ins)> { let OpPrefixBits = 6; }
def WKZ : X86Inst<0x71, MRMSrcReg, (outs VR128X:$dst), (ins VK8WM:$mask, VR128X:$src)> {
  let OpMapBits = 9; let OpPrefixBits = 4; let OpEncBits = 3; let hasEVEX_K = 1; let hasEVEX_Z = 1;
  let hasREX_W = 1;
}
def NFW : X86Inst<0x72, MRMSrcReg, (outs GR32:$dst), (ins GR32:$src)> {
  let OpMapBits = 8; let OpPrefixBits = 3; let OpEncBits = 3; let hasEVEX_NF = 1; let IgnoresW = 1;
  let ignoresVEX_L = 1;
}
def ADSW : X86Inst<0x73, MRMSrcMem, (outs GR32:$dst), (ins i32mem:$src)> {
  let OpMapBits = 8; let OpPrefixBits = 2; let OpEncBits = 3; let AdSizeBits = 2; let IgnoresW = 1;
  let ignoresVEX_L = 1;
}

// CHECK:      x86DisassemblerOneByteOpcodes = {
// CHECK-NEXT:  /*IC*/ { /* struct OpcodeDecision */ {
// CHECK:        /*0x41*/{MODRM_ONEENTRY, 0},
// CHECK-NEXT:   /*0x42*/{MODRM_ONEENTRY, [[#]]},
// CHECK:        /*0xf8*/{MODRM_ONEENTRY, 0},
// CHECK-NEXT:   /*0xf9*/{MODRM_ONEENTRY, 0},
// CHECK:       /*IC_OPSIZE*/ { /* struct OpcodeDecision */ {
// CHECK:        /*0x41*/{MODRM_ONEENTRY, [[#]]},
// CHECK:      x86DisassemblerMap5Opcodes = {
// CHECK:       /*IC_EVEX_XD_B*/ { /* struct OpcodeDecision */ {
// CHECK:       /*IC_EVEX_B_U*/ { /* struct OpcodeDecision */ {
// CHECK:       /*IC_EVEX_W_B_U*/ {},
// CHECK:       /*IC_EVEX_OPSIZE_K_B_U*/ { /* struct OpcodeDecision */ {
