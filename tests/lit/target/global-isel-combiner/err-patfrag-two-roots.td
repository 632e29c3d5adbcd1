// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// A PatFrag has at most one root.

include "combiner-target.td"

def frag : GICombinePatFrag<(outs root:$a, root:$b), (ins $x),
  [(pattern (G_FNEG $a, $x), (G_FABS $b, $x))]>;
def r0 : GICombineRule<(defs root:$d),
  (match (frag $d, $e, $y)),
  (apply (GIReplaceReg $d, $y))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-patfrag-two-roots.td:[[@LINE-7]]:5: error: GICombinePatFrag can only have one root
// CHECK: err-patfrag-two-roots.td:[[@LINE-8]]:5: error: Could not parse GICombinePatFrag 'frag'
// CHECK: err-patfrag-two-roots.td:[[@LINE-7]]:5: error: Failed to parse pattern: '(frag ?:$d, ?:$e, ?:$y)'
// CHECK: err-patfrag-two-roots.td:[[@LINE-5]]:5: error: Failed to parse one or more rules
