// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// An intrinsic's def name must start with int_.

include "Inputs/intrinsic-classes.td"

// CHECK: [[@LINE+1]]:5: error: Intrinsic 'foo_a' does not start with 'int_'!
def foo_a : Intrinsic<[], []>;
