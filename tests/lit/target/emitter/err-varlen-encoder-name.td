// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// An encoder directive names a function (llvm-tblgen gives no location).

include "varlen.td"
def X : VInst<(outs GPR:$dst), (ins memri:$addr)> {
  let Inst = (ascend (operand "$dst", 4, (encoder 5)));
}

// CHECK: error: expected 'encoder' directive to be followed by a custom function name.
