// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// A tuple of one register is not a tuple.

include "target.td"
def sub0 : SubRegIndex<32>;
def Singles : RegisterTuples<[sub0], [(add R0, R2)]>;
def CC : CallingConv<[CCAssignToReg<[R0]>]>;

// CHECK: err-tuple-too-few.td:[[@LINE-3]]:5: error: Tuples must have at least 2 sub-registers
