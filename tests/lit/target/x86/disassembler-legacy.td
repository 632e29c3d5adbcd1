// RUN: %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// The X86 disassembler tables for legacy (non-VEX) instructions: tied
// operands as duplicates, register, memory, immediate, relocation and
// opcode-register operands, operand- and address-size overrides, mandatory
// prefixes, REX.W, the 64-bit-only and 32-bit-only predicates, REX2, the
// forms with a fixed reg field, a fixed ModR/M byte or a condition code in
// the opcode, and the ranking of contexts where two instructions meet.

include "x86-disasm.td"

let Constraints = "$src1 = $dst" in {
def ADD32rr : X86Inst<0x01, MRMDestReg, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2)> {
  let OpSizeBits = 2;
}
def ADD16rr : X86Inst<0x01, MRMDestReg, (outs GR16:$dst), (ins GR16:$src1, GR16:$src2)> {
  let OpSizeBits = 1;
}
def ADD64rr : X86Inst<0x01, MRMDestReg, (outs GR64:$dst), (ins GR64:$src1, GR64:$src2)> {
  let hasREX_W = 1;
}
def ADD32rm : X86Inst<0x03, MRMSrcMem, (outs GR32:$dst), (ins GR32:$src1, i32mem:$src2)>;
def ADD32rr_REV : X86Inst<0x03, MRMSrcReg, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2)>;
}
def ADD32mr : X86Inst<0x01, MRMDestMem, (outs), (ins i32mem:$dst, GR32:$src)>;
def ADD32mi8 : X86Inst<0x83, MRM2r, (outs GR32:$dst), (ins GR32:$src, i32i8imm:$imm)> {
  let Constraints = "$src = $dst";
}
def CMP32mi : X86Inst<0x81, MRM3m, (outs), (ins i32mem:$dst, i32imm:$imm)>;
def MOV32ri : X86Inst<0xb8, AddRegFrm, (outs GR32:$dst), (ins i32imm:$src)> {
  let OpSizeBits = 2;
}
def MOV16ri : X86Inst<0xb8, AddRegFrm, (outs GR16:$dst), (ins i16imm:$src)> {
  let OpSizeBits = 1;
}
def MOV64ri : X86Inst<0xb8, AddRegFrm, (outs GR64:$dst), (ins i64imm:$src)> {
  let hasREX_W = 1;
}
def MOV8ri : X86Inst<0xb0, AddRegFrm, (outs GR8:$dst), (ins i8imm:$src)>;
def MOV32ao32 : X86Inst<0xa1, RawFrmMemOffs, (outs), (ins offset32_32:$src)> {
  let AdSizeBits = 2;
}
def MOV32ao16 : X86Inst<0xa1, RawFrmMemOffs, (outs), (ins offset32_32:$src)> {
  let AdSizeBits = 1;
}
def MOVSL : X86Inst<0xa5, RawFrmDstSrc, (outs), (ins dstidx32:$dst, srcidx32:$src)>;
def JMP_1 : X86Inst<0xeb, RawFrm, (outs), (ins brtarget8:$dst)>;
def CALL64pcrel32 : X86Inst<0xe8, RawFrm, (outs), (ins brtarget32:$dst)> {
  let Predicates = [In64BitMode];
}
def PUSH32i : X86Inst<0x68, RawFrm, (outs), (ins i32imm:$imm)> {
  let Predicates = [Not64BitMode];
}
def ENTER : X86Inst<0xc8, RawFrmImm8, (outs), (ins i16imm:$len, i8imm:$lvl)>;
def JCC_1 : X86Inst<0x70, AddCCFrm, (outs), (ins brtarget8:$dst, ccode:$cond)>;
def CMOV32rr : X86Inst<0x40, MRMSrcRegCC, (outs GR32:$dst), (ins GR32:$src1, GR32:$src2, ccode:$cond)> {
  let OpMapBits = 1;
  let Constraints = "$src1 = $dst";
}
def SETCCm : X86Inst<0x90, MRMDestMemCC, (outs), (ins i8mem:$dst, GR8:$r, ccode:$cond)> {
  let OpMapBits = 1;
}
def VMCALL : X86Inst<0x01, MRM_C1, (outs), (ins)> { let OpMapBits = 1; }
def MFENCE : X86Inst<0xae, MRM5X, (outs), (ins)> { let OpMapBits = 1; let OpPrefixBits = 4; }
def CLUI : X86Inst<0x01, MRM_F8, (outs), (ins)> { let OpMapBits = 1; let OpPrefixBits = 2; }
def SENDUIPI : X86Inst<0xc7, MRMr0, (outs), (ins GR64:$arg)> {
  let OpMapBits = 1; let OpPrefixBits = 2;
}
def FADDST0r : X86Inst<0xd8, MRMXr, (outs), (ins RSTi:$op)>;
def LEA32r : X86Inst<0x8d, MRMSrcMem, (outs GR32:$dst), (ins i32mem:$src)> {
  let OpSizeBits = 2;
}
def NOOP : X86Inst<0x90, RawFrm, (outs), (ins)>;
def XCHG32ar : X86Inst<0x90, AddRegFrm, (outs), (ins GR32:$src)> {
  let OpSizeBits = 2;
}
def REP_PREFIX : X86Inst<0xf3, PrefixByte, (outs), (ins)>;
def POPCNT32rr : X86Inst<0xb8, MRMSrcReg, (outs GR32:$dst), (ins GR32:$src)> {
  let OpMapBits = 1; let OpPrefixBits = 2;
}
def POPCNT16rr : X86Inst<0xb8, MRMSrcReg, (outs GR16:$dst), (ins GR16:$src)> {
  let OpMapBits = 1; let OpPrefixBits = 2; let OpSizeBits = 1;
}
def CRC32r32r8 : X86Inst<0xf0, MRMSrcReg, (outs GR32:$dst), (ins GR32:$src1, GR8:$src2)> {
  let OpMapBits = 2; let OpPrefixBits = 3; let Constraints = "$src1 = $dst";
}
def CRC32r64r8 : X86Inst<0xf0, MRMSrcReg, (outs GR64:$dst), (ins GR64:$src1, GR8:$src2)> {
  let OpMapBits = 2; let OpPrefixBits = 3; let hasREX_W = 1; let Constraints = "$src1 = $dst";
}
def MOVDIR64B : X86Inst<0xf8, MRMSrcMem, (outs GR32:$dst), (ins i32mem:$src)> {
  let OpMapBits = 2; let OpPrefixBits = 1; let AdSizeBits = 2;
}
def MOVDIR64B64 : X86Inst<0xf8, MRMSrcMem, (outs GR64:$dst), (ins i64mem:$src)> {
  let OpMapBits = 2; let OpPrefixBits = 1; let AdSizeBits = 3;
}
def MOVDIR64B16 : X86Inst<0xf8, MRMSrcMem, (outs GR32:$dst), (ins i16mem:$src)> {
  let OpMapBits = 2; let OpPrefixBits = 1; let AdSizeBits = 1;
}
def JMPABS64i : X86Inst<0xa1, RawFrm, (outs), (ins i64imm:$dst)> {
  let explicitOpPrefixBits = 1; let Predicates = [In64BitMode];
}
def PUSHP64r : X86Inst<0x50, AddRegFrm, (outs), (ins GR64:$reg)> {
  let explicitOpPrefixBits = 1;
}
def ADD32mi_CG : X86Inst<0x81, MRM3m, (outs), (ins i32mem:$dst, i32imm:$imm)> {
  let isCodeGenOnly = 1;
}
def ADD32mi_FD : X86Inst<0x81, MRM3m, (outs), (ins i32mem:$dst, u8imm:$imm)> {
  let isCodeGenOnly = 1; let ForceDisassemble = 1; let OpPrefixBits = 1;
}
def ADD32mi_AP : X86Inst<0x81, MRM3m, (outs), (ins i32mem:$dst, i32imm:$imm)> {
  let isAsmParserOnly = 1;
}
def PSEUDO_X : X86Inst<0x00, 0, (outs GR32:$dst), (ins)>;
def NOT_X86 : Instruction {
  let OutOperandList = (outs); let InOperandList = (ins); let Namespace = "X86";
}

// Operand set 1 (ADD16rr, the first to use it): the tied output repeats
// operand 1; GR16 in an OpSize16 instruction has the operand size.
// CHECK:      static const struct OperandSpecifier x86OperandSets[][6] = {
// CHECK:        { /* 1 */
// CHECK-NEXT:     { ENCODING_DUP, TYPE_DUP1 },
// CHECK-NEXT:     { ENCODING_RM, TYPE_Rv },
// CHECK-NEXT:     { ENCODING_REG, TYPE_Rv },
// CHECK-NEXT:     { ENCODING_NONE, TYPE_NONE },
// CHECK:      static const struct InstructionSpecifier x86DisassemblerInstrSpecifiers[
// CHECK:           1,
// CHECK-NEXT:      /* ADD16rr */
// Codegen-only and asm-parser-only instructions have no specifier.
// CHECK:           0,
// CHECK-NEXT:      /*  */
// CHECK:           /* ADD32mi_FD */
// CHECK:      static const uint8_t x86DisassemblerContexts[65536] = {
// CHECK-NEXT:   IC, // 0
// CHECK-NEXT:   IC_64BIT, // 1
// CHECK:        IC_64BIT_REX2_REXW, // 8201
// CHECK:        IC_EVEX_OPSIZE_ADSIZE, // 65535
// CHECK-NEXT: };
// CHECK:      static const InstrUID modRMTable[] = {
// CHECK-NEXT: /*EmptyTable*/
// CHECK-NEXT:   0x0,
// CHECK-NEXT: /*Table1*/
// CHECK-NEXT:   0x{{[0-9a-f]+}}, /*ADD32mr*/
// CHECK-NEXT:   0x{{[0-9a-f]+}}, /*ADD32rr*/
// CHECK:      {{^}}  0x0{{$}}
// CHECK-NEXT: };
// CHECK:      x86DisassemblerOneByteOpcodes = {
// CHECK-NEXT:  /*IC*/ { /* struct OpcodeDecision */ {
// CHECK-NEXT:   /*0x00*/{MODRM_ONEENTRY, 0},
// CHECK-NEXT:   /*0x01*/{MODRM_SPLITRM, 1},
// CHECK:        /*0x83*/{MODRM_SPLITREG, {{[0-9]+}}},
// CHECK:       /*IC_64BIT*/ { /* struct OpcodeDecision */ {
// CHECK:       /*IC_XS_OPSIZE*/ {},
// CHECK:      x86DisassemblerTwoByteOpcodes = {
// CHECK-NEXT:  /*IC*/ { /* struct OpcodeDecision */ {
// CHECK-NEXT:   /*0x00*/{MODRM_ONEENTRY, 0},
// CHECK-NEXT:   /*0x01*/{MODRM_SPLITMISC, {{[0-9]+}}},
// CHECK:      x86DisassemblerThreeByte38Opcodes = {
// CHECK:      x86DisassemblerMap7Opcodes = {
// CHECK-NEXT:  /*IC*/ {},
