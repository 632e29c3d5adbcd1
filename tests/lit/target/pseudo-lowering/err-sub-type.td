// RUN: not %tblgen -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs
//
// A named argument in a sub-dag must have the sub-operand's type.

include "toy.td"

def PD : ToyPseudo<(outs GPR:$d), (ins memri:$m, GPR:$r), (LDR GPR:$d, memri:$m, (pred GPR:$r, GPR:$r))>;

// CHECK: err-sub-type.td:[[@LINE-2]]:5: error: In pseudo instruction 'PD', operand type 'GPR' does not match expansion operand type 'i32imm'
