// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -gicombiner-debug-cxxpreds -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -gicombiner-debug-cxxpreds -I /usr/include/llvm-22 -I %S/Inputs
//
// -gicombiner-debug-cxxpreds comments name the PatFrag alternatives of each C++ predicate.

include "combiner-target.td"

def frag : GICombinePatFrag<(outs root:$dst), (ins $x),
  [(pattern (G_FNEG $dst, $x), [{ return a(${x}); }]),
   (pattern (G_FABS $dst, $x), [{ return b(${x}); }])]>;
def r0 : GICombineRule<(defs root:$d),
  (match (frag $d, $y), [{ return c(${y}); }]),
  (apply (GIReplaceReg $d, $y))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: // Pattern Alternatives: [__r0_match_0[0]]
// CHECK: // Pattern Alternatives: [__r0_match_0[0]]
// CHECK: // Pattern Alternatives: [__r0_match_0[1]]
// CHECK: // Pattern Alternatives: [__r0_match_0[1]]
// CHECK: /*   0 */ GIM_SwitchOpcode, /*MI*/0, /*[*/GIMT_Encode2(207), GIMT_Encode2(217), /*)*//*default:*//*Label 2*/ GIMT_Encode4(106),
// CHECK: /*  62 */   GIM_CheckCxxInsnPredicate, /*MI*/0, /*FnId*/GIMT_Encode2(GICXXPred_MI_Predicate_GICombiner1),
// CHECK: /*  71 */   GIR_ReplaceReg, /*OldInsnID*/0, /*OldOpIdx*/0, /*NewInsnId*/0, /*NewOpIdx*/1,
// CHECK: /*  90 */   GIM_CheckCxxInsnPredicate, /*MI*/0, /*FnId*/GIMT_Encode2(GICXXPred_MI_Predicate_GICombiner3),
// CHECK: /*  99 */   GIR_ReplaceReg, /*OldInsnID*/0, /*OldOpIdx*/0, /*NewInsnId*/0, /*NewOpIdx*/1,
