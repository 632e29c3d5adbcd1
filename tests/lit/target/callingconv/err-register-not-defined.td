// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// A register tuple named by a string that no register or tuple has.

include "target.td"
def CC : CallingConv<[CCAssignToRegTuple<["R0", "R0_R1"]>]>;

// CHECK: error: register not defined: "R0_R1"
