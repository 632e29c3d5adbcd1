// RUN: not %tblgen -gen-emitter -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// A fixed-length instruction on a variable-length target: llvm-tblgen 22
// casts its bits to a dag and crashes (so no DIFF line).

include "varlen.td"
def X : Instruction {
  let Namespace = "VL";
  let OutOperandList = (outs);
  let InOperandList = (ins);
  bits<8> Inst = 0;
}

// CHECK: err-varlen-fixed-mix.td:[[@LINE-7]]:5: error: instruction 'X' has a fixed-length encoding, but the target uses variable-length (dag) encodings
