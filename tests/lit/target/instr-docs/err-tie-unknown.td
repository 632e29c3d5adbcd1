// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// A constraint must name an operand of the instruction.

include "toy.td"

def TU : ToyInst<(outs GPR:$d), (ins GPR:$a), ""> { let Constraints = "$d = $nope"; }

// CHECK: err-tie-unknown.td:[[@LINE-2]]:5: error: 'TU' does not have an operand named '$nope'!
