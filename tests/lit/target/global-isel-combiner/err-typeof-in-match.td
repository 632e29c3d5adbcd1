// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// GITypeOf is for 'apply' patterns.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $d, $x, GITypeOf<"$x">:$y)),
  (apply (GIReplaceReg $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-typeof-in-match.td:[[@LINE-5]]:5: error: GITypeOf is not supported in 'match' patterns
// CHECK: err-typeof-in-match.td:[[@LINE-6]]:5: note: operand 2 of '__r0_match_0' has type 'GITypeOf<$x>'
// CHECK: err-typeof-in-match.td:[[@LINE-4]]:5: error: Failed to parse one or more rules
