// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// Two tuples synthesizing the same register.

include "target.td"
def sub0 : SubRegIndex<32>;
def sub1 : SubRegIndex<32, 32>;
def PairsA : RegisterTuples<[sub0, sub1], [(add R0), (add R1)]>;
def PairsB : RegisterTuples<[sub0, sub1], [(add R2, R0), (add R3, R1)]>;
def CC : CallingConv<[CCAssignToReg<[R0]>]>;

// CHECK: err-tuple-redefines.td:[[@LINE-3]]:5: error: Register tuple redefines register 'R0_R1'.
