// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Several levels of matched instructions and repeated operand names.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $a, $x, $y), (G_SUB $b, $a, $y), (G_MUL $d, $b, $x)),
  (apply (G_MUL $d, $x, $x))>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_AND $d, $x, $x)),
  (apply (GIReplaceReg $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1]>;
