// RUN: %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// MnemonicAlias: lower-cased "from" strings in a string switch, aliases
// with assembler predicates tested first and the unconditional one last;
// the matcher and the mnemonic checker apply them first.

include "am.td"

def ADD : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "add $d, $a, $b">;
def ADDW : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "addw $d, $a, $b">;
def ADDX : AmInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), "addx $d, $a, $b">;
def : MnemonicAlias<"ADDU", "add">;
def : MnemonicAlias<"plus", "ADDW"> { let Predicates = [HasA]; }
def : MnemonicAlias<"plus", "addx"> { let Predicates = [HasA, HasB]; }
def : MnemonicAlias<"plus", "add">;
def : MnemonicAlias<"sum", "add">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK-LABEL: static void applyMnemonicAliases(StringRef &Mnemonic, const FeatureBitset &Features, unsigned VariantID) {
// CHECK:         Mnemonic = "add";	 // "addu"
// CHECK:         if (Features.test(Feature_HasABit))	 // "plus"
// CHECK-NEXT:      Mnemonic = "addw";
// CHECK-NEXT:    else if (Features.test(Feature_HasABit) && Features.test(Feature_HasBBit))
// CHECK-NEXT:      Mnemonic = "addx";
// CHECK-NEXT:    else
// CHECK-NEXT:      Mnemonic = "add";
// CHECK:       // Process all MnemonicAliases to remap the mnemonic.
// CHECK:       static bool AmtCheckMnemonic(StringRef Mnemonic,
// CHECK:         applyMnemonicAliases(Mnemonic, AvailableFeatures, VariantID);
