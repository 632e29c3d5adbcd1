// RUN: not %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// An operand with no field in the encoding cannot be decoded (unless
// --ignore-non-decodable-operands).

include "enc.td"
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }
def A : EInst<(outs GPR:$rd), (ins), "a"> { let Inst{31-8} = 5; }

// CHECK: err-no-field.td:[[@LINE-2]]:5: error: could not find field for operand 'rd'
