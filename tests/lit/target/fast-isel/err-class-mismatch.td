// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A pattern operand of another class than the instruction's operand.

include "fi.td"

def ADD : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPRLow:$b))]>;
// CHECK: err-class-mismatch.td:[[@LINE-1]]:5: error: In ADD: Operand $b's register class disagrees between the operand and pattern
