// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// Two outputs cannot be tied.

include "toy.td"

def TO : ToyInst<(outs GPR:$d, GPR:$e), (ins GPR:$a), ""> { let Constraints = "$e = $d"; }

// CHECK: err-tie-outputs.td:[[@LINE-2]]:5: error: Output operands '$e' and '$d' of 'TO' cannot be tied!
