// RUN: not %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// RUN: not %tblgen -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-instr-info -I /usr/include/llvm-22 -I %S/Inputs
//
// A DefaultOps value must have one type on its own: an untyped integer
// (the target has three integer types) does not, and no pattern need use
// the operand. The error, unlocated, numbers the operand among all
// OperandWithDefaultOps in name order.

include "di.td"

def a_fine : OperandWithDefaultOps<i32, (ops (i32 0))>;
def b_untyped : OperandWithDefaultOps<i32, (ops (i32 1), 0)>;
def ADD : DiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$b))]>;
// CHECK: error: Value #1 of OperandWithDefaultOps 'b_untyped' doesn't have a concrete type!
