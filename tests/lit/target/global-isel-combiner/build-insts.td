// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Apply patterns that build several instructions chained through temporaries.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_SUB $t, $y, $z), (G_SUB $d, $x, $t)),
  (apply (G_SUB i32:$n, $z, $y), (G_ADD $d, $x, $n))>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_FNEG $t, $x), (G_FNEG $d, $t)),
  (apply (COPY $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1]>;
