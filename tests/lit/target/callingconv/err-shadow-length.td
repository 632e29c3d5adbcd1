// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// A non-empty shadow list must shadow every register.

include "target.td"
def CC : CallingConv<[
  CCIfType<[f64],
    CCAssignToRegWithShadow<[F0, F1], [R0]>>
]>;

// CHECK: err-shadow-length.td:[[@LINE-3]]:5: error: Invalid length of list of shadowed registers
