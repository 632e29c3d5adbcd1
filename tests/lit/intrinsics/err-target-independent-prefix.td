// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// A target independent intrinsic may not use a target's name as its prefix.

include "Inputs/intrinsic-classes.td"

let TargetPrefix = "tgt" in
def int_tgt_a : Intrinsic<[], []>;
// CHECK: [[@LINE+1]]:5: error: target independent intrinsic `llvm.tgt.b' has prefix `llvm.tgt` that conflicts with intrinsics for target `tgt`
def int_tgt_b : Intrinsic<[], []>;
