// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Memory predicates of PatFrags: the load/store fragments of
// TargetSelectionDAG.td (unindexed, extension, truncation, memory type),
// address spaces, minimum alignment, scalar memory type, use counts and
// atomic orderings, each rendered as llvm-tblgen renders it.

include "di.td"

def load_as1 : PatFrag<(ops node:$p), (load node:$p)> { let IsLoad = true; let AddressSpaces = [1, 3]; }
def load_al8 : PatFrag<(ops node:$p), (load node:$p)> { let IsLoad = true; let MinAlignment = 8; }
def load_one : PatFrag<(ops node:$p), (load node:$p)> { let HasOneUse = true; }
def st_scalar : PatFrag<(ops node:$v, node:$p), (store node:$v, node:$p)> {
  let IsStore = true; let ScalarMemoryVT = i32;
}

def LDW : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (load GPR:$p))]>;
def LDB : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (sextloadi8 GPR:$p))]>;
def LDH : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (zextloadi16 GPR:$p))]>;
def LDA : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (extloadi8 GPR:$p))]>;
def LD1 : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (load_as1 GPR:$p))]>;
def LD8 : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (load_al8 GPR:$p))]>;
def LDO : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (load_one GPR:$p))]>;
def STW : DiInst<(outs), (ins GPR:$v, GPR:$p), [(store GPR:$v, GPR:$p)]>;
def STB : DiInst<(outs), (ins GPR:$v, GPR:$p), [(truncstorei8 GPR:$v, GPR:$p)]>;
def STS : DiInst<(outs), (ins GPR:$v, GPR:$p), [(st_scalar GPR:$v, GPR:$p)]>;
def LDAT : DiInst<(outs GPR:$d), (ins GPR:$p, GPR:$v), [(set GPR:$d, (atomic_load_add_i32_acquire GPR:$p, GPR:$v))]>;
def LDA32 : DiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (atomic_load_32 GPR:$p))]>;

// CHECK: if (cast<LoadSDNode>(N)->getAddressingMode() != ISD::UNINDEXED) return false;
// CHECK: unsigned AddrSpace = cast<MemSDNode>(N)->getAddressSpace();
// CHECK-NEXT:  if (AddrSpace != 1 && AddrSpace != 3)
// CHECK: if (cast<MemSDNode>(N)->getAlign() < Align(8))
