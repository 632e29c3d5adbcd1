// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// slice takes a string and two ints.

include "varlen.td"
def X : VInst<(outs GPR:$dst), (ins memri:$addr)> {
  let Inst = (ascend (slice "$dst", 3, "0"));
}

// CHECK: err-varlen-slice-types.td:[[@LINE-3]]:7: error: Invalid argument types for `slice`
