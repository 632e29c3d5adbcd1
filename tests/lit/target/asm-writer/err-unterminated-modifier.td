// RUN: not %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// A modifier that reaches the end of the string.

include "aw.td"

def NOP : AwInst<(outs), (ins GPR:$a), "nop ${a:">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

// CHECK: err-unterminated-modifier.td:[[@LINE-4]]:5: error: Reached end of string before terminating curly brace in 'NOP'
