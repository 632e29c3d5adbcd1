// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// IsAtomicOrderingAcquireOrStronger / ReleaseOrStronger set to 0 ask for
// an ordering weaker than acquire / release.

include "di.td"

def weak_load : PatFrag<(ops node:$p), (atomic_load node:$p)> {
  let IsAtomic = true; let IsAtomicOrderingAcquireOrStronger = 0;
}
def weak_store : PatFrag<(ops node:$v, node:$p), (atomic_store node:$v, node:$p)> {
  let IsAtomic = true; let IsAtomicOrderingReleaseOrStronger = 0;
}
def LDW : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (weak_load GPR:$p))]>;
def STW : DiInst<(outs), (ins GPR:$v, GPR:$p), [(weak_store GPR:$v, GPR:$p)]>;

// CHECK: if (isAcquireOrStronger(cast<AtomicSDNode>(N)->getMergedOrdering())) return false;
// CHECK: if (isReleaseOrStronger(cast<AtomicSDNode>(N)->getMergedOrdering())) return false;
