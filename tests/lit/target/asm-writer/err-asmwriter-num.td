// RUN: not %tblgen -gen-asm-writer -asmwriternum=3 -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-writer -asmwriternum=3 -I /usr/include/llvm-22 -I %S/Inputs
//
// -asmwriternum must name an entry of the target's AssemblyWriters.

include "aw.td"

def NOP : AwInst<(outs), (ins), "nop">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

// CHECK: error: Target does not have an AsmWriter #3!
