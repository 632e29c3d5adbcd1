// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Rules guarded by subtarget predicates.

include "combiner-target.td"

def HasA : Predicate<"Subtarget->hasA()">;
def HasB : Predicate<"Subtarget->hasB()"> { let RecomputePerFunction = 1; }
def r0 : GICombineRule<(defs root:$d), (match (G_ADD $d, $x, $y)), (apply (G_SUB $d, $x, $y))> {
  let Predicates = [HasA];
}
def r1 : GICombineRule<(defs root:$d), (match (G_MUL $d, $x, $y)), (apply (G_SUB $d, $x, $y))> {
  let Predicates = [HasB, HasA];
}
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1]>;
