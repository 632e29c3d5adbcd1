// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Types of new temporaries and immediates inferred from the matched operands.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $d, $x, $y)),
  (apply (G_SUB $n, 0, $y), (G_SUB $d, $x, $n))>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_MUL $d, $x, 2)),
  (apply (G_ADD $d, $x, $x))>;
def r2 : GICombineRule<(defs root:$d),
  (match (G_OR $d, $x, $y)),
  (apply (G_XOR $t, $x, $y), (G_AND $u, $x, $y), (G_OR $d, $t, $u))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1, r2]>;
