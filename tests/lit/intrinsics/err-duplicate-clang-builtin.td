// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// Two intrinsics of one target cannot map the same Clang builtin.

include "Inputs/intrinsic-classes.td"

def int_a : Intrinsic<[], []>, ClangBuiltin<"__builtin_a">;
// CHECK: [[@LINE+1]]:5: error: Intrinsic 'int_b': duplicate Clang builtin name!
def int_b : Intrinsic<[], []>, ClangBuiltin<"__builtin_a">;
let TargetPrefix = "tgt" in
def int_tgt_c : Intrinsic<[], []>, ClangBuiltin<"__builtin_a">;
