// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// A single register with an empty shadow list: llvm-tblgen 22 reads past
// the end of the shadow list and crashes (so there is no DIFF line here);
// tblgen reports the action instead.

include "target.td"
def CC : CallingConv<[
  CCIfType<[f32], CCAssignToRegWithShadow<[F0], []>>
]>;

// CHECK: err-single-shadow-empty.td:[[@LINE-3]]:19: error: a single register needs a single shadow register
