// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// PatFrags cannot be used in 'apply'.

include "combiner-target.td"

def frag : GICombinePatFrag<(outs root:$dst), (ins $x),
  [(pattern (G_FNEG $dst, $x))]>;
def r0 : GICombineRule<(defs root:$d),
  (match (G_FNEG $d, $y)),
  (apply (frag $d, $y))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-patfrag-in-apply.td:[[@LINE-5]]:5: error: '__r0_apply_0': using GICombinePatFrag is not supported in apply patterns
// CHECK: err-patfrag-in-apply.td:[[@LINE-3]]:5: error: Failed to parse one or more rules
