// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// A dotted name must name a sub-operand of the complex operand.

include "toy.td"

def SO : ToyInst<(outs GPR:$d), (ins memri:$m), ""> { let Constraints = "$d = $m.nope"; }

// CHECK: err-suboperand.td:[[@LINE-2]]:5: error: SO: unknown suboperand name in '$m.nope'
