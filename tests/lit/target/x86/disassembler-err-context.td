// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs -DNOPREFIX %s 2>&1 | FileCheck %s --check-prefix=NOPREFIX
// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs -DLENGTHS %s 2>&1 | FileCheck %s --check-prefix=LENGTHS
// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs -DFORM %s 2>&1 | FileCheck %s --check-prefix=FORM
// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs -DMAP %s 2>&1 | FileCheck %s --check-prefix=MAP
// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs -DCOUNT %s 2>&1 | FileCheck %s --check-prefix=COUNT
//
// Instructions the X86 disassembler tables cannot hold, each an error at
// the instruction (llvm-tblgen prints some of these messages, then
// crashes; see docs/known-differences.md): a VEX or EVEX instruction
// without an OpPrefix, EVEX with both VEX.L and EVEX.L2, a form value that
// is no form, an opcode map beyond map 7, fewer operands than the form
// needs.

include "x86-disasm.td"

#ifdef NOPREFIX
// NOPREFIX: [[@LINE+1]]:5: error: Instruction does not use a prefix: VADDPSrr
def VADDPSrr : X86Inst<0x58, MRMSrcReg, (outs VR128:$dst), (ins VR128:$src)> {
  let OpMapBits = 1; let OpEncBits = 1;
}
#endif
#ifdef LENGTHS
// LENGTHS: [[@LINE+1]]:5: error: Don't support VEX.L if EVEX_L2 is enabled: VADDPSZrr
def VADDPSZrr : X86Inst<0x58, MRMSrcReg, (outs VR512:$dst), (ins VR512:$src)> {
  let OpMapBits = 1; let OpEncBits = 3; let OpPrefixBits = 4; let hasVEX_L = 1; let hasEVEX_L2 = 1;
}
#endif
#ifdef FORM
// FORM: [[@LINE+1]]:5: error: Unhandled form 11 in ODD
def ODD : X86Inst<0x58, 11, (outs), (ins)>;
#endif
#ifdef MAP
// MAP: [[@LINE+1]]:5: error: Invalid map 12 in FAR
def FAR : X86Inst<0x58, RawFrm, (outs), (ins)> { let OpMapBits = 12; }
#endif
#ifdef COUNT
// COUNT: [[@LINE+1]]:5: error: Unexpected number of operands for MRMSrcReg
def FEW : X86Inst<0x58, MRMSrcReg, (outs GR32:$dst), (ins)>;
#endif
