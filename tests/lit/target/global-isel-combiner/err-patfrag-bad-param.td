// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Parameter kinds are root, gi_imm or gi_mo.

include "combiner-target.td"

def frag : GICombinePatFrag<(outs root:$dst), (ins i32:$x),
  [(pattern (G_FNEG $dst, $x))]>;
def r0 : GICombineRule<(defs root:$d),
  (match (frag $d, $y)),
  (apply (GIReplaceReg $d, $y))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-patfrag-bad-param.td:[[@LINE-5]]:5: error: 'x' operand type was expected to be 'root', 'gi_imm' or 'gi_mo'
// CHECK: err-patfrag-bad-param.td:[[@LINE-8]]:5: error: Could not parse GICombinePatFrag 'frag'
// CHECK: err-patfrag-bad-param.td:[[@LINE-7]]:5: error: Failed to parse pattern: '(frag ?:$d, ?:$y)'
// CHECK: err-patfrag-bad-param.td:[[@LINE-5]]:5: error: Failed to parse one or more rules
