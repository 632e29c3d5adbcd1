// RUN: not %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Two extension kinds on one load fragment.

include "di.td"

def ldse : PatFrag<(ops node:$p), (load node:$p)> { let IsLoad = true; let IsSignExtLoad = true; let IsZeroExtLoad = true; }
// CHECK: err-ext-kinds.td:[[@LINE-1]]:5: error: IsNonExtLoad, IsAnyExtLoad, IsSignExtLoad, and IsZeroExtLoad are mutually exclusive
def LD : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (ldse GPR:$p))]>;
