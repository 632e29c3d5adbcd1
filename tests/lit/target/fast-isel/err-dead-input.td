// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A named input the result does not use.

include "fi.td"

def NEG : FiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(sub GPR:$a, GPR:$b), (NEG GPR:$a)>;
// CHECK: err-dead-input.td:[[@LINE-1]]:1: error: In anonymous_{{[0-9]+}}: Pattern has dead named input: $b
