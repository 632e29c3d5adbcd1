// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// Operand names must be unique within an instruction.

include "toy.td"

def DUP : ToyInst<(outs GPR:$d), (ins GPR:$a, GPR:$a), "">;

// CHECK: err-duplicate-operand.td:[[@LINE-2]]:5: error: In instruction 'DUP', operand #2 has the same name as a previous operand!
