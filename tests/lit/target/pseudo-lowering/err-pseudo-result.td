// RUN: not %tblgen -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-pseudo-lowering -I /usr/include/llvm-22 -I %S/Inputs
//
// A pseudo (or codegen-only) instruction cannot be the result.

include "toy.td"

def CGO : ToyInst<(outs GPR:$d), (ins GPR:$x), ""> { let isCodeGenOnly = 1; }
def PP : ToyPseudo<(outs GPR:$d), (ins GPR:$x), (CGO GPR:$d, GPR:$x)>;

// CHECK: err-pseudo-result.td:[[@LINE-2]]:5: error: In pseudo instruction 'PP', result operator 'CGO' cannot be a pseudo instruction
