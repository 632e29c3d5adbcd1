// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// An output can be the target of one tie only.

include "toy.td"

def MT : ToyInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), ""> { let Constraints = "$a = $d,$b = $d"; }

// CHECK: err-multiple-ties.td:[[@LINE-2]]:5: error: Operand '$d' of 'MT' cannot have multiple operands tied to it!
