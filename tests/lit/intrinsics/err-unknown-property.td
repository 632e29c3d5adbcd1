// RUN: not %tblgen -I %S --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// A property the backend does not know is taken for an argument attribute,
// which needs an ArgNo.

include "Inputs/intrinsic-classes.td"

// CHECK: [[@LINE+1]]:5: error: Record `IntrMystery' does not have a field named `ArgNo'!
def IntrMystery : IntrinsicProperty;
def int_a : Intrinsic<[], [], [IntrMystery]>;
