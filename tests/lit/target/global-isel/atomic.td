// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Atomics and memory operand constraints: atomic loads with an ordering
// and a memory type, address spaces and a minimum alignment.

include "gi.td"

def LDA : GiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (atomic_load_nonext_32 GPR:$p))]>;
def load_as1 : PatFrag<(ops node:$p), (load node:$p)> { let IsLoad = 1; let AddressSpaces = [1, 3]; }
def load_al8 : PatFrag<(ops node:$p), (load node:$p)> { let IsLoad = 1; let MinAlignment = 8; }
def LD1 : GiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (load_as1 GPR:$p))]>;
def LD8 : GiInst<(outs GPR:$d), (ins GPR:$p), [(set GPR:$d, (load_al8 GPR:$p))]>;

// CHECK: GIM_CheckMemoryAddressSpace, /*MI*/0, /*MMO*/0, /*NumAddrSpace*/2, /*AddrSpace*/1, /*AddrSpace*/3,
// CHECK: GIM_CheckMemoryAlignment, /*MI*/0, /*MMO*/0, /*MinAlign*/8,
