// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// slice bit numbers are not negative.

include "varlen.td"
def X : VInst<(outs GPR:$dst), (ins memri:$addr)> {
  let Inst = (ascend (slice "$dst", -1, 0));
}

// CHECK: err-varlen-slice-range.td:[[@LINE-3]]:7: error: Invalid bit range for `slice`
