// RUN: %tblgen -gen-x86-mnemonic-tables -asmwriternum=1 -I %llvminc -I %S/Inputs %s | FileCheck %s --check-prefix=INTEL
// RUN: %tblgen -gen-x86-mnemonic-tables -I %llvminc -I %S/Inputs %s | FileCheck %s --check-prefix=ATT
// DIFF: -gen-x86-mnemonic-tables -asmwriternum=1 -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-x86-mnemonic-tables -I /usr/include/llvm-22 -I %S/Inputs
//
// One predicate per mnemonic of the selected asm variant (${cond} reads as
// CC), mnemonics in hash-map order, opcodes in enum order. Left out:
// pseudos, codegen-only instructions (unless force-disassembled),
// assembler-only ones, prefix bytes and the NonParsable variant.

include "x86-mini.td"

def ADD32rr : X86Inst<0x01, MRMDestReg, (outs GR32:$dst), (ins GR32:$a, GR32:$b),
                      "add{l}\t{$b, $dst|$dst, $b}">;
def ADD32mr : X86Inst<0x01, MRMDestMem, (outs), (ins i32mem:$dst, GR32:$b),
                      "add{l}\t{$b, $dst|$dst, $b}">;
def ADD64rr : X86Inst<0x01, MRMDestReg, (outs GR64:$dst), (ins GR64:$a, GR64:$b),
                      "add{q}\t{$b, $dst|$dst, $b}"> { let hasREX_W = 1; }
def SUB32rr : X86Inst<0x29, MRMDestReg, (outs GR32:$dst), (ins GR32:$a, GR32:$b),
                      "sub{l}\t{$b, $dst|$dst, $b}">;
def CMOV32rr : X86Inst<0x40, MRMSrcRegCC, (outs GR32:$dst), (ins GR32:$a, GR32:$b, u8imm:$cond),
                       "cmov${cond}{l}\t{$b, $dst|$dst, $b}">;
def CMPCCXADDmr32 : X86Inst<0xe0, MRMDestMem4VOp3CC, (outs GR32:$dst),
                            (ins GR32:$a, i32mem:$m, GR32:$b, u8imm:$cond),
                            "cmp${cond}xadd\t{$b, $dst, $m|$m, $dst, $b}">;
def NOP : X86Inst<0x90, RawFrm, (outs), (ins), "nop">;
def REP_PREFIX : X86Inst<0xf3, PrefixByte, (outs), (ins), "rep">;
def ADD32rr_ALT : X86Inst<0x03, MRMSrcReg, (outs GR32:$dst), (ins GR32:$a, GR32:$b),
                          "add{l}\t{$b, $dst|$dst, $b}"> { let isCodeGenOnly = 1; }
def ADD32rr_DIS : X86Inst<0x03, MRMSrcReg, (outs GR32:$dst), (ins GR32:$a, GR32:$b),
                          "add{l}\t{$b, $dst|$dst, $b}"> {
  let isCodeGenOnly = 1;
  let ForceDisassemble = 1;
}
def ADD32ri_ASM : X86Inst<0x81, MRM0r, (outs GR32:$dst), (ins GR32:$a, u8imm:$i),
                          "add{l}\t{$i, $dst|$dst, $i}"> { let isAsmParserOnly = 1; }
def LOCK_ADD : X86Inst<0x01, MRMDestMem, (outs), (ins i32mem:$dst, GR32:$b),
                       "lock add{l}\t{$b, $dst|$dst, $b}"> { let AsmVariantName = "NonParsable"; }
def ADD_PSEUDO : X86Inst<0, Pseudo, (outs GR32:$dst), (ins GR32:$a), "add\t$a">;
def VADDrr : X86Inst<0x58, MRMSrcReg, (outs VR128:$dst), (ins VR128:$a, VR128:$b),
                     "vaddps\t{$b, $a, $dst|$dst, $a, $b}"> { let OpEnc = EncVEX; }
def HLT : X86Inst<0xf4, RawFrm, (outs), (ins), "hlt">;

// INTEL:      |* X86 Mnemonic tables                                                        *|
// INTEL:      #ifdef GET_X86_MNEMONIC_TABLES_H
// INTEL-NEXT: #undef GET_X86_MNEMONIC_TABLES_H
// INTEL-EMPTY:
// INTEL-DAG:  bool isADD(unsigned Opcode);
// INTEL-DAG:  bool isCMOVCC(unsigned Opcode);
// INTEL-DAG:  bool isCMPCCXADD(unsigned Opcode);
// INTEL:      #endif // GET_X86_MNEMONIC_TABLES_H
// INTEL:      bool isADD(unsigned Opcode) {
// INTEL-NEXT: 	switch (Opcode) {
// INTEL-NEXT: 	case ADD32mr:
// INTEL-NEXT: 	case ADD32rr:
// INTEL-NEXT: 	case ADD32rr_DIS:
// INTEL-NEXT: 	case ADD64rr:
// INTEL-NEXT: 		return true;
// INTEL-NEXT: 	}
// INTEL-NEXT: 	return false;
// INTEL-NEXT: }
// INTEL:      bool isCMOVCC(unsigned Opcode) {
// INTEL-NEXT: 	return Opcode == CMOV32rr;
// INTEL-NEXT: }
// INTEL-NOT:  REP_PREFIX
// INTEL-NOT:  ADD32rr_ALT
// INTEL-NOT:  ADD32ri_ASM
// INTEL-NOT:  LOCK_ADD
// INTEL-NOT:  ADD_PSEUDO
// INTEL:      } // end namespace llvm{{$}}

// ATT-DAG:    bool isADDL(unsigned Opcode);
// ATT-DAG:    bool isADDQ(unsigned Opcode);
// ATT-DAG:    bool isCMOVCCL(unsigned Opcode);
// ATT:        bool isADDQ(unsigned Opcode) {
// ATT-NEXT:   	return Opcode == ADD64rr;
