// RUN: not %tblgen -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs
//
// A sub-dag needs one argument per sub-operand of the complex operand.

include "toy.td"

def PD : ToyPseudo<(outs GPR:$d), (ins memri:$m), (LDR GPR:$d, memri:$m, (memri 3))>;

// CHECK: err-sub-count.td:[[@LINE-2]]:5: error: In pseudo instruction 'PD', '(memri 3)' has wrong number of operands for operand type 'pred'
