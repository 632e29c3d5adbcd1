// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// ArgInfo describes arguments, not the return value; the error points at
// the ArgInfo.

include "Inputs/intrinsic-classes.td"

def int_a : Intrinsic<[llvm_i32_ty], [llvm_i32_ty],
// CHECK: [[@LINE+1]]:31: error: ArgInfo requires ArgNo >= 1 (0 is return value)
                  [IntrNoMem, ArgInfo<ArgIndex<-1>, [ArgName<"r">]>]>;
