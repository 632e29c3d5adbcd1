// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// An unset register in a register list: llvm-tblgen 22 crashes (so there is
// no DIFF line here); tblgen reports it at the action.

include "target.td"
def CC : CallingConv<[
  CCIfType<[i32], CCAssignToReg<[R0, ?]>>
]>;

// CHECK: err-register-unset.td:[[@LINE-3]]:19: error: register not defined: ?
