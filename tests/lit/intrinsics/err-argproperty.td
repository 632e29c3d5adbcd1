// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// ArgInfo understands ArgName and ImmArgPrinter only.

include "Inputs/intrinsic-classes.td"

// CHECK: [[@LINE+1]]:5: error: Unknown ArgProperty type: Hidden
def Hidden : ArgProperty;
def int_a : Intrinsic<[], [llvm_i32_ty], [ArgInfo<ArgIndex<0>, [ArgName<"x">, Hidden]>]>;
