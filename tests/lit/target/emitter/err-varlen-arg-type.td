// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Only bits, a bit and dags may appear in ascend/descend; the error points at the
// Inst field.

include "varlen.td"
def X : VInst<(outs GPR:$dst), (ins memri:$addr)> {
  let Inst = (descend 0b01, 7);
}

// CHECK: err-varlen-arg-type.td:[[@LINE-3]]:7: error: Unrecognized type of argument in `descend`: 7
