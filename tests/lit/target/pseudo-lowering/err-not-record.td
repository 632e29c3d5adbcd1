// RUN: not %tblgen -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs
//
// The result dag's operator must be a record.

include "toy.td"

def PD : ToyPseudo<(outs GPR:$d), (ins GPR:$x), (ADD GPR:$d, GPR:$x, R1)> { let ResultInst = (?); }

// CHECK: err-not-record.td:[[@LINE-2]]:5: error: In pseudo instruction 'PD', result operator is not a record
