// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// An operand segment has at least one bit.

include "varlen.td"
def X : VInst<(outs GPR:$dst), (ins memri:$addr)> {
  let Inst = (ascend (operand "$dst", 0));
}

// CHECK: err-varlen-operand-width.td:[[@LINE-3]]:7: error: Invalid number of bits for `operand`
