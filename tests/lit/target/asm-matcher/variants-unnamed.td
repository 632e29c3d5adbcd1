// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// Several parser variants, one without a name: it has no mnemonic aliases
// of its own, and when it comes first the switch over the variants loses
// its opening line (as llvm-tblgen writes it).

include "am.td"

def ADD : AmInst<(outs GPR:$d), (ins GPR:$a), "add $d, $a">;
def V0 : AsmParserVariant { let Variant = 0; }
def V1 : AsmParserVariant { let Variant = 1; let Name = "att"; }
def V2 : AsmParserVariant { let Variant = 2; let Name = "intel"; }
def : MnemonicAlias<"plus", "add">;
def : MnemonicAlias<"plusa", "add", "att">;
def : MnemonicAlias<"plusi", "add", "intel">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser];
                   let AssemblyParserVariants = [V0, V1, V2]; }

// CHECK:      static void applyMnemonicAliases(StringRef &Mnemonic, const FeatureBitset &Features, unsigned VariantID) {
// CHECK-NEXT:   case 1:
// CHECK:          Mnemonic = "add";	 // "plusa"
// CHECK:        case 2:
// CHECK:          Mnemonic = "add";	 // "plusi"
// CHECK:          break;
// CHECK-NEXT:   }
// CHECK-NEXT:   switch (Mnemonic.size()) {
