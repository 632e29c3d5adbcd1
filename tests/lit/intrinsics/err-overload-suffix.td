// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// An intrinsic whose name extends an overloaded intrinsic's name with what
// looks like a type mangling could be mistaken for one of its overloads.
// Each conflict is reported (not fatally), in name order, with a note at
// the overloaded intrinsic.

include "Inputs/intrinsic-classes.td"

// CHECK: [[@LINE+1]]:5: error: intrinsic `llvm.ov.i32` cannot share prefix `llvm.ov.i32` with another overloaded intrinsic `llvm.ov`
def int_ov_i32 : Intrinsic<[], []>;
def int_ov_v4f32_x : Intrinsic<[], []>;
def int_ov_plain : Intrinsic<[], []>;
def int_ov_tfoo : Intrinsic<[], []>;
def int_ov_ppcf128 : Intrinsic<[], [], [], "llvm.ov.pp_cf128">;
// CHECK: [[@LINE+1]]:5: note: Overloaded intrinsic `llvm.ov` defined here
def int_ov : Intrinsic<[llvm_any_ty], []>;
// An intrinsic that does not extend the name ends the check, and is not
// itself taken as the next overloaded intrinsic (as in llvm-tblgen).
def int_ow : Intrinsic<[llvm_any_ty], []>;
def int_ow_i32 : Intrinsic<[], []>;

// CHECK:      error: intrinsic `llvm.ov.pp_cf128` cannot share prefix `llvm.ov.pp_cf128` with another overloaded intrinsic `llvm.ov`
// CHECK:      note: Overloaded intrinsic `llvm.ov` defined here
// CHECK:      error: intrinsic `llvm.ov.v4f32.x` cannot share prefix `llvm.ov.v4f32` with another overloaded intrinsic `llvm.ov`
// CHECK:      note: Overloaded intrinsic `llvm.ov` defined here
// CHECK-NOT:  error
// CHECK:      3 errors.
