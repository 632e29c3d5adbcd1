// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// An operand must be a register class, an Operand or a RegisterOperand.

include "toy.td"

def NotAnOperand;
def BAD : ToyInst<(outs GPR:$d), (ins NotAnOperand:$x), "">;

// CHECK: err-bad-operand-class.td:[[@LINE-2]]:5: error: Unknown operand class 'NotAnOperand' in 'BAD' instruction!
