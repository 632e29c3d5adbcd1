// RUN: %tblgen -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-disassembler -I /usr/include/llvm-22 -I %S/Inputs
//
// A variable-length encoding of no bits ((ascend) alone) decodes nothing:
// such instructions are left out of the tables (two of them do not
// conflict) and their length is 0.

include "varlen.td"

def A : VInst<(outs GPR:$dst), (ins)> {
  let Inst = (ascend 0b0001, (operand "$dst", 4));
}
def E1 : VInst<(outs GPR:$dst), (ins)> { let Inst = (ascend); }
def E2 : VInst<(outs GPR:$dst), (ins GPR:$src)> { let Inst = (ascend); }

// CHECK:      static const uint8_t InstrLenTable[] = {
// CHECK:      8,
// CHECK-NEXT: 0,
// CHECK-NEXT: 0,
// CHECK-NEXT: };
// CHECK:      static const uint8_t DecoderTable8[
// CHECK:      decode to A using decoder 0
// CHECK-NOT:  decode to E
