// RUN: %tblgen -gen-asm-matcher -match-prefix=ADD -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s --check-prefix=PREFIX
// RUN: %tblgen -gen-asm-matcher -asmparsernum=1 -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s --check-prefix=NUM
// RUN: not %tblgen -gen-asm-matcher -asmparsernum=2 -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s --check-prefix=BAD
// DIFF: -gen-asm-matcher -match-prefix=ADD -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-asm-matcher -asmparsernum=1 -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-asm-matcher -asmparsernum=2 -I /usr/include/llvm-22 -I %S/Inputs
//
// -match-prefix keeps the instructions whose name starts with it (and no
// mnemonic aliases); -asmparsernum picks one of the target's parsers.

include "am.td"

def ADD : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "add $d, $a, $b">;
def ADDI : AmInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), "add $d, $a, $i">;
def SUB : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "sub $d, $a, $b">;
def : MnemonicAlias<"plus", "add">;
def AmtAsmParser : AsmParser;
def OtherParser : AsmParser { let AsmParserClassName = "OtherParser"; }
def Amt : Target {
  let InstructionSet = AmtInstrInfo;
  let AssemblyParsers = [AmtAsmParser, OtherParser];
}

// PREFIX-NOT:  applyMnemonicAliases
// PREFIX:      static const MatchEntry MatchTable0[] = {
// PREFIX-NEXT:   Amt::ADD,
// PREFIX-NEXT:   Amt::ADDI,
// PREFIX-NEXT: };
// NUM:         unsigned AmtOtherParser::
// BAD:         error: Target does not have an AsmParser #2!
