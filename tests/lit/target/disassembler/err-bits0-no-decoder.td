// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// A bits<0> operand field needs a decoder method.

include "enc.td"
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }
def A : EInst<(outs), (ins simm8:$x), "a"> { bits<0> x; let Inst = 5; }

// CHECK: err-bits0-no-decoder.td:[[@LINE-2]]:5: error: operand 'x' of type 'simm8' must have a decoder method
