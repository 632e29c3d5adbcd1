// A vector type needs an element type.
//
// RUN: not %tblgen -I %S/Inputs --gen-vt %s 2>&1 | FileCheck %s
// DIFF: -I %S/Inputs --gen-vt

include "vt-classes.td"

// CHECK: [[@LINE+1]]:5: error: Record `v2', field `ElementType' does not have a def initializer!
def v2 : ValueType<16> { let isVector = true; let nElem = 2; }
