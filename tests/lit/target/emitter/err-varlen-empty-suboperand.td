// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// A dotted name needs a sub-operand name after the dot.

include "varlen.td"
def X : VInst<(outs GPR:$dst), (ins memri:$addr)> {
  let Inst = (ascend (operand "$addr.", 4));
}

// CHECK: err-varlen-empty-suboperand.td:[[@LINE-4]]:5: error: X: illegal empty suboperand name in '$addr.'
