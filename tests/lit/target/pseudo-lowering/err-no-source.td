// RUN: not %tblgen -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs
//
// A named argument must name an operand of the pseudo; names are checked argument by argument, before the later arguments' types.

include "toy.td"

def PM : ToyPseudo<(outs GPR:$d), (ins GPR:$x), (ADD GPR:$zz, GPR:$x, i32imm:$x)>;

// CHECK: err-no-source.td:[[@LINE-2]]:5: error: In pseudo instruction 'PM', output operand 'zz' has no matching source operand
