// RUN: not %tblgen -I %S --gen-intrinsic-enums -intrinsic-prefix=nope %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-enums -intrinsic-prefix=nope
//
// -intrinsic-prefix must name a target that has intrinsics.

include "Inputs/intrinsic-classes.td"

let TargetPrefix = "tgt" in
def int_tgt_a : Intrinsic<[], []>;
let TargetPrefix = "abc" in
def int_abc_a : Intrinsic<[], []>;
def int_a : Intrinsic<[], []>;

// CHECK:      error: tried to generate intrinsics for unknown target nope
// CHECK-NEXT: Known targets are: abc, tgt
