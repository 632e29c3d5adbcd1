// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// IsAtomicOrderingAcquireOrStronger / IsAtomicOrderingReleaseOrStronger set
// to 0 ask for an ordering weaker than acquire / release
// (GIM_CheckAtomicOrderingWeakerThan), at the root too.

include "gi.td"

let IsAtomic = 1 in {
def relaxed_load : PatFrag<(ops node:$ptr), (atomic_load_nonext_32 node:$ptr)> {
  let IsAtomicOrderingAcquireOrStronger = 0;
}
def acquiring_load : PatFrag<(ops node:$ptr), (atomic_load_nonext_32 node:$ptr)> {
  let IsAtomicOrderingAcquireOrStronger = 1;
}
def relaxed_store : PatFrag<(ops node:$val, node:$ptr), (atomic_store_32 node:$val, node:$ptr)> {
  let IsAtomicOrderingReleaseOrStronger = 0;
}
}
def LDR : GiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (relaxed_load GPR:$p))]>;
def LDA : GiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (acquiring_load GPR:$p))]>;
def STR : GiInst<(outs), (ins GPR:$v, GPR:$p), [(relaxed_store GPR:$v, GPR:$p)]>;

// CHECK-DAG: GIM_CheckAtomicOrderingWeakerThan, /*MI*/0, /*Order*/(uint8_t)AtomicOrdering::Acquire,
// CHECK-DAG: GIM_CheckAtomicOrderingOrStrongerThan, /*MI*/0, /*Order*/(uint8_t)AtomicOrdering::Acquire,
// CHECK-DAG: GIM_CheckAtomicOrderingWeakerThan, /*MI*/0, /*Order*/(uint8_t)AtomicOrdering::Release,
