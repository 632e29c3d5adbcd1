// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// slice needs a name and two bit numbers.

include "varlen.td"
def X : VInst<(outs GPR:$dst), (ins memri:$addr)> {
  let Inst = (ascend (slice "$dst", 3));
}

// CHECK: err-varlen-slice-count.td:[[@LINE-3]]:7: error: Expecting at least 3 arguments for `slice`
