// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// operand needs a name and a width.

include "varlen.td"
def X : VInst<(outs GPR:$dst), (ins memri:$addr)> {
  let Inst = (ascend (operand "$dst"));
}

// CHECK: err-varlen-operand-count.td:[[@LINE-3]]:7: error: Expecting at least 2 arguments for `operand`
