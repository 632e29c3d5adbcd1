// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// MaxPermutations limits the alternatives multiplied out.

include "combiner-target.td"

def frag : GICombinePatFrag<(outs root:$dst), (ins $x),
  [(pattern (G_FNEG $dst, $x)), (pattern (G_FABS $dst, $x)), (pattern (G_FSQRT $dst, $x))]>;
def r0 : GICombineRule<(defs root:$d),
  (match (frag $d, $a), (frag $a, $b), (frag $b, $c)),
  (apply (GIReplaceReg $d, $c))> {
  let MaxPermutations = 8;
}
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-patfrag-permutations.td:[[@LINE-7]]:5: error: cannot emit rule 'r0'; 27 permutations would be emitted, but the max is 8
// CHECK: err-patfrag-permutations.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
