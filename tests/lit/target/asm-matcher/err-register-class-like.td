// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// An operand that is a bare RegisterClassLike has no match class.

include "am.td"

// CHECK: [[@LINE+1]]:5: error: register class has no class info!
def ODD : RegisterClassLike;
def ADD : AmInst<(outs GPR:$d), (ins ODD:$a), "add $d, $a">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }
