// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// Promoting into the upper bits is for integer types only.

include "target.td"
def CC : CallingConv<[
  CCIfType<[f16], CCPromoteToUpperBitsInType<f32>>
]>;

// CHECK: err-upper-fp.td:[[@LINE-3]]:19: error: CCPromoteToUpperBitsInType does not handle floating point
