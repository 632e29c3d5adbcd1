// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// A constraint cannot name a whole complex operand.

include "toy.td"

def TC : ToyInst<(outs GPR:$d), (ins memri:$m), ""> { let Constraints = "$d = $m"; }

// CHECK: err-tie-complex.td:[[@LINE-2]]:5: error: TC: Illegal to refer to whole operand part of complex operand '$m'
