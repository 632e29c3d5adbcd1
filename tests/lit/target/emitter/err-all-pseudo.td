// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// No instruction to encode: llvm-tblgen 22 reads the first element of an
// empty list and crashes (so no DIFF line); tblgen reports it at the target.

include "enc.td"
def P : EInst<(outs), (ins), "x"> { let isPseudo = 1; }
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }

// CHECK: err-all-pseudo.td:[[@LINE-2]]:5: error: target 'Enc' has no instruction to encode (every instruction is a pseudo)
