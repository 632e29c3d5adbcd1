// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// An instruction inside a source pattern.

include "fi.td"

def NEG : FiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(NEG GPR:$a), (NEG GPR:$a)>;
// CHECK: err-input-instruction.td:[[@LINE-1]]:1: error: In anonymous_{{[0-9]+}}: Cannot use 'NEG' in an input pattern!
