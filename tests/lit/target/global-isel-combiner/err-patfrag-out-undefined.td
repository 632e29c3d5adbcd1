// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Every out parameter must be defined by every alternative.

include "combiner-target.td"

def frag : GICombinePatFrag<(outs root:$dst), (ins $x),
  [(pattern (G_FNEG $dst, $x)), (pattern (G_FABS $other, $x))]>;
def r0 : GICombineRule<(defs root:$d),
  (match (frag $d, $y)),
  (apply (GIReplaceReg $d, $y))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-patfrag-out-undefined.td:[[@LINE-7]]:5: error: output parameter 'dst' must be defined by all alternative patterns in 'frag'
// CHECK: err-patfrag-out-undefined.td:[[@LINE-8]]:5: error: Could not parse GICombinePatFrag 'frag'
// CHECK: err-patfrag-out-undefined.td:[[@LINE-7]]:5: error: Failed to parse pattern: '(frag ?:$d, ?:$y)'
// CHECK: err-patfrag-out-undefined.td:[[@LINE-5]]:5: error: Failed to parse one or more rules
