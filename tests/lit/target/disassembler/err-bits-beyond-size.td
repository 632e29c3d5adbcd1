// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// Inst bits beyond Size must be zero or unset (a note prints the field).

include "enc.td"
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }
def A : EInst<(outs), (ins), "a"> { let Inst = 0x100; let Size = 1; }

// CHECK: note: bits<32> Inst = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0 };
// CHECK-NEXT: err-bits-beyond-size.td:[[@LINE-3]]:5: error: A: Size is 8 bits, but Inst bits beyond that are    not zero/unset
