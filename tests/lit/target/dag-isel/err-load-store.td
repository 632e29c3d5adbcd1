// RUN: not %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A fragment both load and store.

include "di.td"

def ldst : PatFrag<(ops node:$p), (load node:$p)> { let IsLoad = true; let IsStore = true; let IsUnindexed = true; }
// CHECK: err-load-store.td:[[@LINE-1]]:5: error: IsLoad, IsStore, and IsAtomic are mutually exclusive
def LD : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (ldst GPR:$p))]>;
