// RUN: %tblgen -gen-global-isel-combiner -combiners=A,B -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=A,B -I /usr/include/llvm-22 -I %S/Inputs
//
// Two combiners in one run: the second continues the first's rule ids, C++
// snippet numbering and type list (as llvm-tblgen's run-wide pools do).

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d), (match (G_ADD i32:$d, $x, $y), [{ return f(${x}); }]), (apply (G_SUB $d, $x, $y))>;
def r1 : GICombineRule<(defs root:$d), (match (G_MUL i64:$d, $x, $y), [{ return g(${y}); }]), (apply [{ h(); }])>;
def r2 : GICombineRule<(defs root:$d), (match (G_AND i16:$d, $x, $y), [{ return k(${y}); }]), (apply [{ l(); }])>;
def A : GICombiner<"AImpl", [r0, r1]>;
def B : GICombiner<"BImpl", [r1, r2, r0]>;

// CHECK: |* AImpl Combiner Match Table
// CHECK: // Rule ID 1 //
// CHECK: |* BImpl Combiner Match Table
// CHECK: GILLT_s16,
// CHECK: GICXXCustomAction_GICombiner1,
// CHECK: // Rule ID 4 //
