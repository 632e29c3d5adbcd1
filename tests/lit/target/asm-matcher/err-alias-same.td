// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// A conditional MnemonicAlias to its own mnemonic.

include "am.td"

def ADD : AmInst<(outs), (ins), "add">;
def : MnemonicAlias<"add", "add"> { let Predicates = [HasA]; }
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-alias-same.td:[[@LINE-4]]:1: error: MnemonicAlias to the same string
