// RUN: not %tblgen -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs
//
// The result dag's operator must be an instruction.

include "toy.td"

def PI : ToyPseudo<(outs GPR:$d), (ins GPR:$x), (GPR GPR:$d, GPR:$x)>;

// CHECK: err-not-instruction.td:[[@LINE-2]]:5: error: In pseudo instruction 'PI', result operator 'GPR' is not an instruction
