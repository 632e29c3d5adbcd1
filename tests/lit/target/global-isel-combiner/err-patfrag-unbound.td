// RUN: not %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// A parameter only used by C++ code must be bound by the caller.

include "combiner-target.td"

def frag : GICombinePatFrag<(outs), (ins $x),
  [(pattern [{ return f(${x}); }])]>;
def r0 : GICombineRule<(defs root:$d),
  (match (G_FNEG $d, $y), (frag $z)),
  (apply (GIReplaceReg $d, $y))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: err-patfrag-unbound.td:[[@LINE-5]]:5: error: operand 'z' (for parameter 'x' of 'frag') cannot be unbound
// CHECK: err-patfrag-unbound.td:[[@LINE-6]]:5: note: one or more alternatives of 'frag' do not bind 'x' to an instruction operand; either use a bound operand or ensure 'frag' binds 'x' in all alternatives
// CHECK: err-patfrag-unbound.td:[[@LINE-4]]:5: error: Failed to parse one or more rules
