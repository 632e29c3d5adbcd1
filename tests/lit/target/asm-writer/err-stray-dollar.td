// RUN: not %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// A '$' followed by no name.

include "aw.td"

def NOP : AwInst<(outs), (ins GPR:$a), "nop $ a">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

// CHECK: err-stray-dollar.td:[[@LINE-4]]:5: error: Stray '$' in 'NOP' asm string, maybe you want $$?
