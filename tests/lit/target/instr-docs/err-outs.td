// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// The output list's operator must be 'outs'.

include "toy.td"

def BAD : ToyInst<(ins GPR:$d), (ins GPR:$x), "">;

// CHECK: err-outs.td:[[@LINE-2]]:5: error: BAD: invalid def name for output list: use 'outs'
