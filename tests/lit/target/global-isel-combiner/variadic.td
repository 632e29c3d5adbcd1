// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// GIVariadic operands in match and apply.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_BUILD_VECTOR $d, $a, GIVariadic<>:$rest)),
  (apply (G_BUILD_VECTOR $d, $a, $rest))>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_MERGE_VALUES $d, GIVariadic<2,4>:$ops)),
  (apply [{ Helper.apply(${ops}); }])>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1]>;
