// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// A dotted name must name a sub-operand of the operand's MIOperandInfo.

include "varlen.td"
def X : VInst<(outs GPR:$dst), (ins memri:$addr)> {
  let Inst = (ascend (operand "$addr.zz", 4));
}

// CHECK: err-varlen-suboperand.td:[[@LINE-4]]:5: error: X: unknown suboperand name in '$addr.zz'
