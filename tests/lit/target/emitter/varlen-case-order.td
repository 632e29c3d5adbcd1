// RUN: %tblgen -gen-emitter -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22
//
// Variable-length encodings: instructions that share a case body are listed
// in the order of their defs' names with digit runs compared as numbers
// (ADD8 before ADD16), not in opcode order (ADD16 before ADD8).

include "llvm/Target/Target.td"
def R0 : Register<"r0"> { let Namespace = "VO"; }
def GPR : RegisterClass<"VO", [i32], 32, (add R0)>;
class VInst<bits<4> op> : Instruction {
  let Namespace = "VO";
  let OutOperandList = (outs GPR:$dst);
  let InOperandList = (ins);
  let AsmString = "";
  dag Inst = (descend op, (operand "$dst", 4));
}
def ADD16 : VInst<1>;
def ADD8 : VInst<2>;
def ADD32 : VInst<3>;
def SUB8 : VInst<4>;
def SUB16 : VInst<5>;
def VOInstrInfo : InstrInfo;
def VO : Target { let InstructionSet = VOInstrInfo; }

// CHECK:      switch (opcode) {
// CHECK-NEXT:     case VO::ADD8:
// CHECK-NEXT:     case VO::ADD16:
// CHECK-NEXT:     case VO::ADD32:
// CHECK-NEXT:     case VO::SUB8:
// CHECK-NEXT:     case VO::SUB16: {
