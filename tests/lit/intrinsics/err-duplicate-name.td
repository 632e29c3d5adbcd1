// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// Two intrinsics with one name: the later definition is reported.

include "Inputs/intrinsic-classes.td"

// CHECK: [[@LINE+3]]:5: error: Intrinsic `llvm.b` is already defined
// CHECK: [[@LINE+1]]:5: note: Previous definition here
def int_b : Intrinsic<[], []>;
def int_a : Intrinsic<[], [], [], "llvm.b">;
