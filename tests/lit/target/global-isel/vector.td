// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// Vector types: vector LLTs in the type table (after the scalars), a
// switch on the root type between two vector types.

include "gi.td"

def VADD4 : GiInst<(outs VPR:$d), (ins VPR:$a, VPR:$b), [(set VPR:$d, (v4i32 (add VPR:$a, VPR:$b)))]>;
def VADD2 : GiInst<(outs VPR:$d), (ins VPR:$a, VPR:$b), [(set VPR:$d, (v2i64 (add VPR:$a, VPR:$b)))]>;
def VSUB4 : GiInst<(outs VPR:$d), (ins VPR:$a, VPR:$b), [(set VPR:$d, (v4i32 (sub VPR:$a, VPR:$b)))]>;

// CHECK: GILLT_v2s64,
// CHECK-NEXT: GILLT_v4s32,
// CHECK: LLT::vector(ElementCount::getFixed(2), 64),
// CHECK: /*GILLT_v2s64*//*Label
