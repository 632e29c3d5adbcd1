// RUN: not %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A load fragment with no other memory field.

include "di.td"

def ldx : PatFrag<(ops node:$p), (load node:$p)> { let IsLoad = true; }
// CHECK: err-load-alone.td:[[@LINE-1]]:5: error: IsLoad cannot be used by itself
def LD : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (ldx GPR:$p))]>;
