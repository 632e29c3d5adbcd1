// RUN: not %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// A reference to an operand the instruction does not have.

include "aw.td"

def NOP : AwInst<(outs), (ins GPR:$a), "nop $b">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

// CHECK: err-unknown-operand.td:[[@LINE-4]]:5: error: 'NOP' does not have an operand named '$b'!
