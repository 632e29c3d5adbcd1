// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// A tie joins an output and an input.

include "toy.td"

def TI : ToyInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), ""> { let Constraints = "$a = $b"; }

// CHECK: err-tie-inputs.td:[[@LINE-2]]:5: error: Input operands '$a' and '$b' of 'TI' cannot be tied!
