// RUN: not %tblgen -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs
//
// A named argument must have the type of the result's operand.

include "toy.td"

def PT : ToyPseudo<(outs GPR:$d), (ins GPR:$x), (ADDI GPR:$d, GPR:$x, GPR:$x)>;

// CHECK: err-type-mismatch.td:[[@LINE-2]]:5: error: In pseudo instruction 'PT', operand type 'GPR' does not match expansion operand type 'i32imm'
