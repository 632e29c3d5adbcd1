// RUN: not %tblgen -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs
//
// The result dag needs one argument per operand of the instruction.

include "toy.td"

def PC : ToyPseudo<(outs GPR:$d), (ins GPR:$x), (ADDI GPR:$d, GPR:$x)>;

// CHECK: err-operand-count.td:[[@LINE-2]]:5: error: In pseudo instruction 'PC', result operator 'ADDI' has the wrong number of operands
