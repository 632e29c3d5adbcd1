// RUN: not %tblgen -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-instr-docs -I /usr/include/llvm-22 -I %S/Inputs
//
// An explicit flag the pattern contradicts: mayLoad = 0 on a load, mayStore
// = 0 on a store. Every conflict is reported, then the run stops.

include "toy.td"

def LD : ToyInst<(outs GPR:$d), (ins GPR:$p), "", [(set GPR:$d, (i32 (load GPR:$p)))]> { let mayLoad = 0; }
def ST : ToyInst<(outs), (ins GPR:$v, GPR:$p), "", [(store GPR:$v, GPR:$p)]> { let mayStore = 0; }

// CHECK:      err-pattern-conflict.td:[[@LINE-3]]:5: error: Pattern doesn't match mayLoad = 0
// CHECK:      err-pattern-conflict.td:[[@LINE-3]]:5: error: Pattern doesn't match mayStore = 0
// CHECK:      error: pattern conflicts
