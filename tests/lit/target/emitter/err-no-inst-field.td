// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Every instruction that is not a pseudo needs an Inst field.

include "enc.td"
def X : EInst<(outs), (ins), "x"> { let Inst = 0; }
def Y : Instruction {
  let Namespace = "Enc";
  let OutOperandList = (outs);
  let InOperandList = (ins);
}
def EncInstrInfo : InstrInfo;
def Enc : Target { let InstructionSet = EncInstrInfo; }

// CHECK: err-no-inst-field.td:[[@LINE-8]]:5: error: Record `Y' does not have a field named `Inst'!
