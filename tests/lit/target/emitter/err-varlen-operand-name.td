// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// Operand names start with '$'.

include "varlen.td"
def X : VInst<(outs GPR:$dst), (ins memri:$addr)> {
  let Inst = (ascend (operand "dst", 4));
}

// CHECK: err-varlen-operand-name.td:[[@LINE-4]]:5: error: X: Illegal operand name: 'dst'
