// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Scalar, fixed and scalable vector types: the LLT table order (scalars by
// size, then vectors) and the type switch built on the root def type.

include "combiner-target.td"
def r0 : GICombineRule<(defs root:$d), (match (G_ADD v2i32:$d, $x, $y)), (apply (G_SUB $d, $x, $y))>;
def r1 : GICombineRule<(defs root:$d), (match (G_ADD v4i16:$d, $x, $y)), (apply (G_SUB $d, $x, $y))>;
def r2 : GICombineRule<(defs root:$d), (match (G_ADD i64:$d, $x, $y)), (apply (G_SUB $d, $x, $y))>;
def r3 : GICombineRule<(defs root:$d), (match (G_FADD f16:$d, $x, $y)), (apply (G_FSUB $d, $x, $y))>;
def r4 : GICombineRule<(defs root:$d), (match (G_ADD nxv2i64:$d, $x, $y)), (apply (G_SUB $d, $x, $y))>;
def r5 : GICombineRule<(defs root:$d), (match (G_ADD i1:$d, $x, $y)), (apply (G_SUB $d, $x, $y))>;
def r6 : GICombineRule<(defs root:$d), (match (G_ADD v2f64:$d, $x, $y)), (apply (G_SUB $d, $x, $y))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1, r2, r3, r4, r5, r6]>;

// CHECK: GILLT_s1,

// CHECK-NEXT: GILLT_s16,

// CHECK-NEXT: GILLT_s64,

// CHECK-NEXT: GILLT_v2s32,

// CHECK-NEXT: GILLT_v2s64,

// CHECK-NEXT: GILLT_v4s16,

// CHECK-NEXT: GILLT_nxv2s64,

// CHECK: LLT::vector(ElementCount::getScalable(2), 64),

// CHECK: GIM_SwitchType
