// RUN: not %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A GISDNodeXFormEquiv without its SDNodeXForm.

include "gi.td"

def gi_r : GICustomOperandRenderer<"renderR">, GISDNodeXFormEquiv<?>;
// CHECK: err-xform-equiv.td:[[@LINE-1]]:5: error: Record `gi_r', field `SelDAGEquivalent' does not have a def initializer!
