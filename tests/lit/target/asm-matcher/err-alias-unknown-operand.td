// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// An alias asm string naming an operand its result does not bind.

include "am.td"

def ADD : AmInst<(outs GPR:$d), (ins GPR:$a), "add $d, $a">;
def : InstAlias<"mov $d, $x", (ADD GPR:$d, GPR:$a)>;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-alias-unknown-operand.td:[[@LINE-4]]:1: error: error: unable to find operand: 'x'
