// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Immediates (constants, literal G_CONSTANT values) and typed operands in match patterns.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $d, $x, 0)),
  (apply (GIReplaceReg $d, $x))>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_CONSTANT $c, 7), (G_MUL $d, i32:$x, $c)),
  (apply (G_SHL $d, $x, (i32 3)))>;
def r2 : GICombineRule<(defs root:$d),
  (match (G_AND i64:$d, $x, -1000)),
  (apply (GIReplaceReg $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1, r2]>;
