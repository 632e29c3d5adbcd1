// RUN: not %tblgen -gen-asm-writer -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// A backslash ending the asm string escapes nothing. llvm-tblgen 22 loops
// forever on it (so this test has no DIFF line); tblgen reports it
// (docs/known-differences.md).

include "aw.td"

def NOP : AwInst<(outs), (ins), "nop \\">;
def AwInstrInfo : InstrInfo;
def Awt : Target { let InstructionSet = AwInstrInfo; }

// CHECK: err-trailing-backslash.td:[[@LINE-4]]:5: error: Unterminated escape at the end of the asm string of 'NOP'
