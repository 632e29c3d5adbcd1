// RUN: not %tblgen -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-matcher -I /usr/include/llvm-22 -I %S/Inputs
//
// A RegisterOperand over a RegisterClassLike that is neither a register
// class nor a class chosen by hardware mode has no match class.

include "am.td"

def ODD : RegisterClassLike;
// CHECK: [[@LINE+1]]:5: error: register class has no class info!
def OddOp : RegisterOperand<ODD>;
def ADD : AmInst<(outs GPR:$d), (ins OddOp:$a), "add $d, $a">;
def AmtAsmParser : AsmParser;
def Amt : Target { let InstructionSet = AmtInstrInfo; let AssemblyParsers = [AmtAsmParser]; }
