// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A result instruction given too many operands.

include "fi.td"

def ADD : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a, GPR:$b, GPR:$b)>;
// CHECK: err-too-many.td:[[@LINE-1]]:1: error: In anonymous_{{[0-9]+}}: Instruction 'ADD' was provided 3 operands but expected only 2!
