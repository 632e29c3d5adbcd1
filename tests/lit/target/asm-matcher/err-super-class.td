// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// An AsmOperandClass super class that is not a def (reported, and
// the run fails after writing nothing).

include "am.td"

def BadOp : AsmOperandClass { let Name = "Bad"; let SuperClasses = [?]; }
def ADD : AmInst<(outs), (ins), "add">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }

// CHECK: err-super-class.td:[[@LINE-5]]:5: error: Invalid super class reference!
