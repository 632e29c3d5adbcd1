// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// An alias argument of the wrong kind for its operand (read as for the printer).

include "am.td"

def ADD : AmInst<(outs GPR:$d), (ins GPR:$a), "add $d, $a">;
def : InstAlias<"mov $d, 5", (ADD GPR:$d, 5)>;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-alias-bad-arg.td:[[@LINE-4]]:1: error: in argument #1: argument must be a subclass of RegisterClass, RegisterOperand, or zero_reg
