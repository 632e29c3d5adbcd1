// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// When a tuple gives assembler names, it needs one per register.

include "target.td"
def sub0 : SubRegIndex<32>;
def sub1 : SubRegIndex<32, 32>;
def Pairs : RegisterTuples<[sub0, sub1], [(add R0, R2), (add R1, R3)], ["p0"]>;
def CC : CallingConv<[CCAssignToReg<[R0]>]>;

// CHECK: err-tuple-missing-name.td:[[@LINE-3]]:5: error: Register tuple definition missing name for 'R2_R3'.
