// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// RegisterTuples: one sub-register list per index.

include "target.td"
def sub0 : SubRegIndex<32>;
def sub1 : SubRegIndex<32, 32>;
def Pairs : RegisterTuples<[sub0, sub1], [(add R0, R2)]>;
def CC : CallingConv<[CCAssignToRegTuple<["R0_R1"]>]>;

// CHECK: err-tuple-size-mismatch.td:[[@LINE-3]]:5: error: SubRegIndices and SubRegs size mismatch
