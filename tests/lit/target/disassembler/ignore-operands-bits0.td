// RUN: %tblgen -gen-disassembler --ignore-non-decodable-operands -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-disassembler --ignore-non-decodable-operands -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// A bits<0> operand field is decodable: its decoder is called without
// encoding bits, with or without --ignore-non-decodable-operands.

include "enc.td"

def A : EInst<(outs GPR:$rd), (ins GPR:$rs), "a $rd, $rs"> {
  bits<0> rd;
  bits<3> rs;
  let Inst{31-3} = 9;
  let Inst{2-0} = rs;
}

def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }

// CHECK:      if (!Check(S, DecodeGPRRegisterClass(MI, Decoder)))
// CHECK-NEXT:   return MCDisassembler::Fail;
// CHECK-NEXT: tmp = fieldFromInstruction(insn, 0, 3);
// CHECK-NEXT: if (!Check(S, DecodeGPRRegisterClass(MI, tmp, Address, Decoder))) { return MCDisassembler::Fail; }
