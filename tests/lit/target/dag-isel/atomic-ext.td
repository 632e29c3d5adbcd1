// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Extension kinds of atomic loads (IsAtomic with IsNonExtLoad and the
// others) are checked on the AtomicSDNode.

include "di.td"

def alx : PatFrag<(ops node:$p), (atomic_load node:$p)> {
  let IsAtomic = true; let IsSignExtLoad = true;
  let IsAtomicOrderingAcquire = true; let MemoryVT = i16;
}
def LD0 : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (atomic_load_nonext GPR:$p))]>;
def LD1 : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (atomic_load_aext GPR:$p))]>;
def LD2 : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (alx GPR:$p))]>;

// CHECK: if (cast<AtomicSDNode>(N)->getExtensionType() != ISD::NON_EXTLOAD) return false;
// CHECK: if (cast<AtomicSDNode>(N)->getExtensionType() != ISD::EXTLOAD) return false;
// CHECK: if (cast<AtomicSDNode>(N)->getExtensionType() != ISD::SEXTLOAD) return false;
