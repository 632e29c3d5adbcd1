// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// RUN: %tblgen -I %S --gen-intrinsic-enums -DFITS %s | FileCheck %s --check-prefix=FITS
// DIFF: --gen-intrinsic-impl
// DIFF: --gen-intrinsic-enums
// DIFF: --gen-intrinsic-enums -DFITS
//
// An intrinsic returns at most 257 values.

include "Inputs/intrinsic-classes.td"

def int_many : Intrinsic<!listsplat(llvm_i32_ty, 257), []>;
#ifndef FITS
def int_too_many : Intrinsic<!listsplat(llvm_i32_ty, 300), []>;
#endif

// CHECK: [[@LINE-3]]:5: error: intrinsics can only return upto 257 values, 'int_too_many' returns 300 values
// FITS: many = {{[0-9]+}}, // llvm.many
