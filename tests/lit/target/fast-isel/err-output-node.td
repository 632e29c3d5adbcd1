// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// An SDNode that cannot appear in a result.

include "fi.td"

def NEG : FiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(ineg GPR:$a), (NEG (add GPR:$a, GPR:$a))>;
// CHECK: err-output-node.td:[[@LINE-1]]:1: error: In anonymous_{{[0-9]+}}: Cannot use 'add' in an output pattern!
