// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// A built G_CONSTANT's immediate needs a type.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $d, $x, $y)),
  (apply (G_CONSTANT $d, 0))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-gconstant-untyped.td:[[@LINE-5]]:5: error: 'G_CONSTANT' immediate must be typed!
// CHECK: err-gconstant-untyped.td:[[@LINE-6]]:5: note: while emitting pattern '__r0_apply_0' (G_CONSTANT)
// CHECK: err-gconstant-untyped.td:[[@LINE-4]]:5: error: Failed to parse one or more rules
