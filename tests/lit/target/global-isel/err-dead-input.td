// RUN: not %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Pattern errors come from the pattern database (here: a named input the
// result does not use).

include "gi.td"

def NEG : GiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(sub GPR:$a, GPR:$b), (NEG GPR:$a)>;
// CHECK: err-dead-input.td:[[@LINE-1]]:1: error: In anonymous_{{[0-9]+}}: Pattern has dead named input: $b
