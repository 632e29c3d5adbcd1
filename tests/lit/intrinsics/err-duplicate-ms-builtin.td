// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// Two intrinsics of one target cannot map the same MS builtin.

include "Inputs/intrinsic-classes.td"

let TargetPrefix = "tgt" in {
def int_tgt_a : Intrinsic<[], []>, MSBuiltin<"_a">;
// CHECK: [[@LINE+1]]:5: error: Intrinsic 'int_tgt_b': duplicate MS builtin name!
def int_tgt_b : Intrinsic<[], []>, MSBuiltin<"_a">;
}
