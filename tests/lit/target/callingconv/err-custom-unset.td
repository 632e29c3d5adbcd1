// RUN: not %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// A custom action without a function name.

include "target.td"
def CC : CallingConv<[
  CCIfType<[i32], CCCustom<?>>
]>;

// CHECK: err-custom-unset.td:[[@LINE-3]]:19: error: Record `anonymous_{{[0-9]+}}', field `FuncName' exists but does not have a string value
