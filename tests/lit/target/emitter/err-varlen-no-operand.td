// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// The operand must exist; the error points at the instruction.

include "varlen.td"
def X : VInst<(outs GPR:$dst), (ins memri:$addr)> {
  let Inst = (ascend (operand "$nope", 4));
}

// CHECK: err-varlen-no-operand.td:[[@LINE-4]]:5: error: 'X' does not have an operand named '$nope'!
