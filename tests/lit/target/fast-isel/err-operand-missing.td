// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// An instruction operand missing from its own pattern.

include "fi.td"

def ADD : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), [(set GPR:$d, (add GPR:$a, GPR:$c))]>;
// CHECK: err-operand-missing.td:[[@LINE-1]]:5: error: In ADD: Operand $b does not appear in the instruction pattern
