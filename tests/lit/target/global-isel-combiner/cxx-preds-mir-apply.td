// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// C++ match predicates checked before MIR apply patterns (GIM_CheckCxxInsnPredicate); identical code shared.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_AND $d, $x, $y), [{ return isGood(${x}); }]),
  (apply (G_OR $d, $x, $y))>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_XOR $d, $x, $y), [{ return isGood(${x}); }],
         [{ return isGood(${y})
               && other(${d}); }]),
  (apply (G_OR $d, $x, $y))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1]>;
