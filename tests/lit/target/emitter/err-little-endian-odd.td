// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// A little-endian target with an odd-width Inst: llvm-tblgen 22 leaves the
// middle bit unset when reversing and crashes (so no DIFF line); tblgen
// refuses the encoding.

include "enc.td"
def X : EInst<(outs), (ins), "x"> { let Inst = 0; }
def Y : Instruction {
  let Namespace = "Enc";
  let OutOperandList = (outs);
  let InOperandList = (ins);
  bits<7> Inst = 0;
}
def EncInstrInfo : InstrInfo { let isLittleEndianEncoding = 1; }
def Enc : Target { let InstructionSet = EncInstrInfo; }

// CHECK: err-little-endian-odd.td:[[@LINE-9]]:5: error: little-endian encoding of 'Y' has an odd number of bits (7), which cannot be reversed
