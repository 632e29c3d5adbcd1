// RUN: not %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// IsTruncStore on a load fragment.

include "di.td"

def ldt : PatFrag<(ops node:$p), (load node:$p)> { let IsLoad = true; let IsUnindexed = true; let IsTruncStore = true; }
// CHECK: err-trunc-no-store.td:[[@LINE-1]]:5: error: IsTruncStore requires IsStore
def LD : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (ldt GPR:$p))]>;
