// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// Size (in bytes) may not exceed the width of Inst.

include "enc.td"
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }
def A : EInst<(outs), (ins), "a"> { let Inst = 5; let Size = 8; }

// CHECK: err-size-too-large.td:[[@LINE-2]]:5: error: A: Size is 64 bits, but Inst specifies only 32 bits
