// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// Every operand needs a name.

include "toy.td"

def UN : ToyInst<(outs GPR:$d), (ins GPR), "">;

// CHECK: err-unnamed-operand.td:[[@LINE-2]]:5: error: In instruction 'UN', operand #1 has no name!
