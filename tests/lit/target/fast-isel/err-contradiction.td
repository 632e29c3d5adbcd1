// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Operand types that no type satisfies.

include "fi.td"

def ADD : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
def : Pat<(add GPR:$a, DPR:$b), (ADD GPR:$a, GPR:$b)>;
// CHECK: err-contradiction.td:[[@LINE-1]]:1: error: Type set is empty for each HW mode in 'anonymous_{{[0-9]+}}'
