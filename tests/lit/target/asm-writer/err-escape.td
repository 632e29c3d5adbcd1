// RUN: not %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// Only \n, \t, \$, \{, \|, \} and \\ may be escaped in an asm string.

include "aw.td"

def NOP : AwInst<(outs), (ins), "nop \\q">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

// CHECK: err-escape.td:[[@LINE-4]]:5: error: Non-supported escaped character found in instruction 'NOP'!
