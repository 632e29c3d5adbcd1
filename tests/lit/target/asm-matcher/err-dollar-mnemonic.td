// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// The first token of an asm string must be a plain mnemonic.

include "am.td"

def LD : AmInst<(outs GPR:$d), (ins), "$d, ld">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-dollar-mnemonic.td:[[@LINE-4]]:5: error: Invalid instruction mnemonic '$d'!
