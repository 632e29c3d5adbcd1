// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// GIVariadic must be the last operand.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_BUILD_VECTOR $d, GIVariadic<>:$a, $b)),
  (apply (GIReplaceReg $d, $b))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-variadic-not-last.td:[[@LINE-5]]:5: error: 'G_BUILD_VECTOR': GIVariadic can only be used on the last operand
// CHECK: err-variadic-not-last.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
