// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A result instruction given too few operands.

include "fi.td"

def ADD : FiInst<(outs GPR:$d), (ins GPR:$a, GPR:$b), []>;
def : Pat<(add GPR:$a, GPR:$b), (ADD GPR:$a)>;
// CHECK: err-too-few.td:[[@LINE-1]]:1: error: In anonymous_{{[0-9]+}}: Instruction 'ADD' expects more than the provided 1 operands!
