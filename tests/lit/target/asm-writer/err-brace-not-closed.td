// RUN: not %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs
//
// Something other than '}' after the name and modifier.

include "aw.td"

def NOP : AwInst<(outs), (ins GPR:$a), "nop ${a:lo x}">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

// CHECK: err-brace-not-closed.td:[[@LINE-4]]:5: error: Variable name beginning with '{' did not end with '}' in 'NOP'
