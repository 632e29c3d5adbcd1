// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// An asm string naming an operand the instruction does not have.

include "am.td"

def LD : AmInst<(outs GPR:$d), (ins), "ld $d, $x">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-unknown-operand.td:[[@LINE-4]]:5: error: error: unable to find operand: 'x'
