// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// Tokenizing: the tokenizing characters ("[]*!" and those of the
// variant), escaped characters, "${x}" references, "$1"-style literal
// tokens; token classes named for their characters; a TokenAlias making
// one token a subclass of another; the token string matcher.

include "am.td"

def JMP : AmInst<(outs), (ins GPR:$a), "jmp *$a">;
def LDX : AmInst<(outs GPR:$d), (ins GPR:$b), "ldx $d, [${b}]!">;
def CSR : AmInst<(outs GPR:$d), (ins), "csr $d, %pc.lo:#-1">;
def LIT : AmInst<(outs), (ins), "lit $1, \\{x\\}">;
def LSL : AmInst<(outs GPR:$d), (ins), "lsl $d, lsl">;
def : TokenAlias<"LSL", "lsl">;
def V0 : AsmParserVariant { let TokenizingCharacters = "[]*!#"; let BreakCharacters = "."; }
def AmtAsmParser : AsmParser;
def Amt : Target {
  let InstructionSet = AmtInstrInfo;
  let AssemblyParsers = [AmtAsmParser];
  let AssemblyParserVariants = [V0];
}

// CHECK:         MCK_LSL, // 'LSL'
// CHECK-NEXT:    MCK__EXCLAIM_, // '!'
// CHECK-NEXT:    MCK__HASH_, // '#'
// CHECK-NEXT:    MCK__36_1, // '$1'
// CHECK-NEXT:    MCK__PCT_pc, // '%pc'
// CHECK-NEXT:    MCK__STAR_, // '*'
// CHECK-NEXT:    MCK__MINUS_1, // '-1'
// CHECK-NEXT:    MCK__DOT_lo_COLON_, // '.lo:'
// CHECK:       static MatchClassKind matchTokenString(StringRef Name) {
// CHECK:           return MCK__36_1;	 // "$1"
// CHECK:         /* lsl */, Amt::LSL, Convert__Reg1_0, AMFBS_None, { MCK_GPR, MCK_lsl }, },
