// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// A multi-line asm string (a pseudo) must be isCodeGenOnly.

include "am.td"

def LD : AmInst<(outs GPR:$d), (ins), "ld $d\n nop">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-multiline.td:[[@LINE-4]]:5: error: multiline instruction is not valid for the asmparser, mark it isCodeGenOnly
