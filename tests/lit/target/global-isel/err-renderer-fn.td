// RUN: not %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A GICustomOperandRenderer without its C++ function.

include "gi.td"

def gi_r2 : GICustomOperandRenderer<?>;
// CHECK: err-renderer-fn.td:[[@LINE-1]]:5: error: Record `gi_r2', field `RendererFn' exists but does not have a string value
