// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// C++ match predicates checked before MIR apply patterns (GIM_CheckCxxInsnPredicate); identical code shared.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_AND $d, $x, $y), [{ return isGood(${x}); }]),
  (apply (G_OR $d, $x, $y))>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_XOR $d, $x, $y), [{ return isGood(${x}); }],
         [{ return isGood(${y})
               && other(${d}); }]),
  (apply (G_OR $d, $x, $y))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1]>;

// CHECK: GICXXPred_MI_Predicate_GICombiner0 = GICXXPred_Invalid + 1,
// CHECK: case GICXXPred_MI_Predicate_GICombiner0: {
// CHECK: case GICXXPred_MI_Predicate_GICombiner1: {
// CHECK: bool MyGenCombiner::tryCombineAll(MachineInstr &I) const {
// CHECK: /*  0 */ GIM_SwitchOpcode, /*MI*/0, /*[*/GIMT_Encode2(64), GIMT_Encode2(67), /*)*//*default:*//*Label 2*/ GIMT_Encode4(72),
// CHECK: /* 30 */   GIM_CheckCxxInsnPredicate, /*MI*/0, /*FnId*/GIMT_Encode2(GICXXPred_MI_Predicate_GICombiner0),
// CHECK: /* 34 */   // Combiner Rule #0: r0
// CHECK: /* 34 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_OR),
// CHECK: /* 43 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 53 */   GIM_CheckCxxInsnPredicate, /*MI*/0, /*FnId*/GIMT_Encode2(GICXXPred_MI_Predicate_GICombiner0),
// CHECK: /* 57 */   GIM_CheckCxxInsnPredicate, /*MI*/0, /*FnId*/GIMT_Encode2(GICXXPred_MI_Predicate_GICombiner1),
// CHECK: /* 61 */   // Combiner Rule #1: r1
// CHECK: /* 61 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_OR),
// CHECK: /* 70 */   GIR_EraseRootFromParent_Done,
