// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// An explicit intrinsic name must start with llvm.

include "Inputs/intrinsic-classes.td"

// CHECK: [[@LINE+1]]:5: error: Intrinsic 'int_a's name does not start with 'llvm.'!
def int_a : Intrinsic<[], [], [], "foo.a">;
