// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// GIReplaceReg with a matched register and with a new temporary.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ZEXT $t, $x), (G_TRUNC $d, $t)),
  (apply (GIReplaceReg $d, $x))>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_SUB $d, $x, $x)),
  (apply (G_CONSTANT $z, (GITypeOf<"$d"> 0)), (GIReplaceReg $d, $z))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1]>;
