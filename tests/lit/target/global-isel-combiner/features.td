// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Rules guarded by subtarget predicates.

include "combiner-target.td"

def HasA : Predicate<"Subtarget->hasA()">;
def HasB : Predicate<"Subtarget->hasB()"> { let RecomputePerFunction = 1; }
def r0 : GICombineRule<(defs root:$d), (match (G_ADD $d, $x, $y)), (apply (G_SUB $d, $x, $y))> {
  let Predicates = [HasA];
}
def r1 : GICombineRule<(defs root:$d), (match (G_MUL $d, $x, $y)), (apply (G_SUB $d, $x, $y))> {
  let Predicates = [HasB, HasA];
}
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1]>;

// CHECK: Feature_HasABit = 0,
// CHECK: Feature_HasBBit = 1,
// CHECK: bool MyGenCombiner::tryCombineAll(MachineInstr &I) const {
// CHECK: /*  0 */ GIM_SwitchOpcode, /*MI*/0, /*[*/GIMT_Encode2(55), GIMT_Encode2(58), /*)*//*default:*//*Label 2*/ GIMT_Encode4(66),
// CHECK: /* 27 */   GIM_CheckFeatures, GIMT_Encode2(GIFBS_HasA),
// CHECK: /* 33 */   // Combiner Rule #0: r0
// CHECK: /* 33 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_SUB),
// CHECK: /* 42 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 49 */   GIM_CheckFeatures, GIMT_Encode2(GIFBS_HasB_HasA),
// CHECK: /* 55 */   // Combiner Rule #1: r1
// CHECK: /* 55 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_SUB),
// CHECK: /* 64 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 67 */ }; // Size: 67 bytes
