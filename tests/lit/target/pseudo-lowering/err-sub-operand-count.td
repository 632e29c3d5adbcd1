// RUN: not %tblgen -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs
//
// The pseudo's operand must cover as many MachineInstr operands as the result's.

include "toy.td"

def PD : ToyPseudo<(outs GPR:$d), (ins memri:$m, GPR:$r), (ADD GPR:$d, GPR:$m, GPR:$r)>;

// CHECK: err-sub-operand-count.td:[[@LINE-2]]:5: error: In pseudo instruction 'PD', output operand 'GPR' has a different number of sub operands than source operand 'memri'
