// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// A blank after the comma makes '@earlyclobber' unrecognised: the whole entry is read as a tie.

include "toy.td"

def EC : ToyInst<(outs GPR:$d, GPR:$w), (ins GPR:$a), ""> { let Constraints = "$a = $d, @earlyclobber $w"; }

// CHECK: err-constraint-blank.td:[[@LINE-2]]:5: error: Unrecognized constraint ' @earlyclobber $w' in 'EC'
