// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A name in the result that the source does not have.

include "fi.td"

def NEG : FiInst<(outs GPR:$d), (ins GPR:$a), []>;
def : Pat<(ineg GPR:$a), (NEG GPR:$c)>;
// CHECK: err-output-name.td:[[@LINE-1]]:1: error: In anonymous_{{[0-9]+}}: Node 'c' in output pattern but not input pattern
