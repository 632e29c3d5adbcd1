// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// An alias result operand its asm string never mentions.

include "am.td"

def ADD : AmInst<(outs GPR:$d), (ins GPR:$a), "add $d, $a">;
def : InstAlias<"mov $d", (ADD GPR:$d, GPR:$a)>;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-alias-missing-operand.td:[[@LINE-4]]:1: error: Instruction 'anonymous_{{[0-9]+}}' has operand 'a' that doesn't appear in asm string!
