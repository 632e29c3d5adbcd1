// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A fragment used with the wrong number of operands.

include "fi.td"

def frag : PatFrag<(ops node:$a, node:$b), (add node:$a, node:$b)>;
def NEG : FiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(frag GPR:$a), (NEG GPR:$a)>;
// CHECK: err-fragment-operands.td:[[@LINE-1]]:1: error: In anonymous_{{[0-9]+}}: 'frag' fragment requires 2 operands!
