// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// An operand takes at most one constraint.

include "toy.td"

def DC : ToyInst<(outs GPR:$d), (ins GPR:$a), ""> { let Constraints = "@earlyclobber $d,@earlyclobber $d"; }

// CHECK: err-double-constraint.td:[[@LINE-2]]:5: error: Operand '$d' of 'DC' cannot have multiple constraints!
