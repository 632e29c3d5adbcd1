// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// operand takes a string and an int.

include "varlen.td"
def X : VInst<(outs GPR:$dst), (ins memri:$addr)> {
  let Inst = (ascend (operand "$dst", "4"));
}

// CHECK: err-varlen-operand-types.td:[[@LINE-3]]:7: error: Invalid argument types for `operand`
