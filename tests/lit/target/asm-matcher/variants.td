// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// Two named parser variants: asm strings flattened per variant ({a|b}),
// AsmVariantName restricting an instruction or a mnemonic alias to one
// variant, one match table per variant and a variant switch in the alias
// function, the matcher and the checkers.

include "am.td"

def ADD : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "{add $d, $a, $b|add.w $d, $b, $a}">;
def NEG : AmInst<(outs GPR:$d), (ins GPR:$a), "neg $d, $a"> { let AsmVariantName = "Alt"; }
def MOVE : AmInst<(outs GPR:$d), (ins GPR:$a), "{mov|mv} $d, $a">;
def : MnemonicAlias<"plus", "add", "Main">;
def : MnemonicAlias<"copy", "mv", "Alt">;
def : MnemonicAlias<"cp", "mov">;
def MainVariant : AsmParserVariant { let Name = "Main"; }
def AltVariant : AsmParserVariant { let Name = "Alt"; let Variant = 1; let RegisterPrefix = "%"; }
def AmtAsmParser : AsmParser;
def Amt : Target {
  let InstructionSet = AmtInstrInfo;
  let AssemblyParsers = [AmtAsmParser];
  let AssemblyParserVariants = [MainVariant, AltVariant];
}

// CHECK:         switch (VariantID) {
// CHECK-NEXT:    case 0:
// CHECK:         case 1:
// CHECK:       static const MatchEntry MatchTable0[] = {
// CHECK:         /* add */, Amt::ADD,
// CHECK:       static const MatchEntry MatchTable1[] = {
// CHECK:         /* add.w */, Amt::ADD,
// CHECK:         /* neg */, Amt::NEG,
// CHECK:         case 1: Start = std::begin(MatchTable1); End = std::end(MatchTable1); break;
