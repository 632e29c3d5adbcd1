// RUN: not %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// An immediate predicate with a memory field.

include "di.td"

def immld : ImmLeaf<i32, [{ return Imm > 0; }]> { let IsLoad = true; }
// CHECK: err-imm-load.td:[[@LINE-1]]:5: error: IsLoad cannot be used with ImmLeaf or its subclasses
def MV : DiInst<(outs GPR:$d), (ins i32imm:$i), [(set GPR:$d, immld:$i)]>;
