// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// A target's intrinsic must be named llvm.<target>.*; a longer first
// component does not count.

include "Inputs/intrinsic-classes.td"

let TargetPrefix = "tgt" in {
def int_tgt_fine : Intrinsic<[], []>;
// CHECK: [[@LINE+1]]:5: error: Intrinsic 'int_tgtx_a' does not start with 'llvm.tgt.'!
def int_tgtx_a : Intrinsic<[], []>;
}
