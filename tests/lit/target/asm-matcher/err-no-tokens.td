// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// An asm string with nothing but separators has no mnemonic.

include "am.td"

def LD : AmInst<(outs), (ins), " ">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-no-tokens.td:[[@LINE-4]]:5: error: Instruction 'LD' has no tokens
