// RUN: not %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// An atomic ordering on a fragment that is not atomic.

include "di.td"

def ldo : PatFrag<(ops node:$p), (load node:$p)> { let IsLoad = true; let IsUnindexed = true; let IsAtomicOrderingAcquire = true; }
// CHECK: err-ordering-no-atomic.td:[[@LINE-1]]:5: error: IsAtomicOrderingAcquire requires IsAtomic
def LD : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (ldo GPR:$p))]>;
