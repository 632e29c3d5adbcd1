// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// One argument gets one ArgInfo; the message names the earlier one's printer.

include "Inputs/intrinsic-classes.td"

// CHECK: [[@LINE+1]]:5: error: ArgInfo for argument 1 is already defined as 'printFirst'
def int_a : Intrinsic<[], [llvm_i32_ty, llvm_i32_ty],
    [ArgInfo<ArgIndex<1>, [ArgName<"a">, ImmArgPrinter<"printFirst">]>,
     ArgInfo<ArgIndex<0>, [ArgName<"b">]>,
     ArgInfo<ArgIndex<1>, [ArgName<"c">]>]>;
