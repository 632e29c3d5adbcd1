// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// An input parameter cannot be redefined.

include "combiner-target.td"

def frag : GICombinePatFrag<(outs root:$dst), (ins $x),
  [(pattern (G_FNEG $dst, $x), (G_FABS $x, $dst))]>;
def r0 : GICombineRule<(defs root:$d),
  (match (frag $d, $y)),
  (apply (GIReplaceReg $d, $y))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-patfrag-in-redefined.td:[[@LINE-7]]:5: error: input parameter 'x' cannot be redefined!
// CHECK: err-patfrag-in-redefined.td:[[@LINE-8]]:5: error: Could not parse GICombinePatFrag 'frag'
// CHECK: err-patfrag-in-redefined.td:[[@LINE-7]]:5: error: Failed to parse pattern: '(frag ?:$d, ?:$y)'
// CHECK: err-patfrag-in-redefined.td:[[@LINE-5]]:5: error: Failed to parse one or more rules
