// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// '@earlyclobber' followed by blanks only: an illegal format.

include "toy.td"

def EC : ToyInst<(outs GPR:$d), (ins GPR:$a), ""> { let Constraints = "@earlyclobber  "; }

// CHECK: err-earlyclobber-blank.td:[[@LINE-2]]:5: error: Illegal format for @earlyclobber constraint in 'EC': '@earlyclobber  '
