// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// '@earlyclobber' with no blank after it: the operand is read from the
// start of the entry, so the keyword itself is the illegal operand name.
// With a blank but no operand the format is illegal.

include "toy.td"

def EC : ToyInst<(outs GPR:$d), (ins GPR:$a), ""> { let Constraints = "@earlyclobber"; }

// CHECK: err-earlyclobber-alone.td:[[@LINE-2]]:5: error: EC: Illegal operand name: '@earlyclobber'
