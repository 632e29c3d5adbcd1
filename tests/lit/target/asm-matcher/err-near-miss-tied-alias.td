// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// With ReportMultipleNearMisses, tied operands are not checked, so an
// alias naming a tied operand twice is refused.

include "am.td"

def INC : AmInst<(outs GPR:$d), (ins GPR:$s), "inc $d"> { let Constraints = "$s = $d"; }
def : InstAlias<"inc2 $d, $d", (INC GPR:$d)>;
def AmtAsmParser : AsmParser { let ReportMultipleNearMisses = 1; }
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-near-miss-tied-alias.td:[[@LINE-4]]:1: error: Operand 'd' can never be matched
