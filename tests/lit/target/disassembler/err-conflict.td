// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// Two encodings with the same bits: the conflict is dumped and the run fails
// (with no location).

include "enc.td"
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }
def A : EInst<(outs), (ins), "a"> { let Inst = 5; }
def B : EInst<(outs), (ins), "b"> { let Inst = 5; }

// CHECK: Decoding Conflict:
// CHECK-NEXT:     ................................
// CHECK-NEXT:     00000000000000000000000000000101
// CHECK-NEXT:     00000000000000000000000000000101  A
// CHECK-NEXT:     00000000000000000000000000000101  B
// CHECK-NEXT: error: Decoding conflict encountered
