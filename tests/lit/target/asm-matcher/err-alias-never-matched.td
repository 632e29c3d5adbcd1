// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// A tied alias operand named more often than the ties can check.

include "am.td"

def INC : AmInst<(outs GPR:$d), (ins GPR:$s), "inc $d"> { let Constraints = "$s = $d"; }
def : InstAlias<"inc3 $d, $d, $d", (INC GPR:$d)>;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-alias-never-matched.td:[[@LINE-4]]:1: error: Operand 'd' can never be matched
