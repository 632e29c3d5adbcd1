// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// GIVariadic operands in match and apply.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_BUILD_VECTOR $d, $a, GIVariadic<>:$rest)),
  (apply (G_BUILD_VECTOR $d, $a, $rest))>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_MERGE_VALUES $d, GIVariadic<2,4>:$ops)),
  (apply [{ Helper.apply(${ops}); }])>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1]>;

// CHECK: bool MyGenCombiner::tryCombineAll(MachineInstr &I) const {
// CHECK: case GICXXCustomAction_GICombiner0:{
// CHECK: /*  0 */ GIM_SwitchOpcode, /*MI*/0, /*[*/GIMT_Encode2(82), GIMT_Encode2(84), /*)*//*default:*//*Label 2*/ GIMT_Encode4(60),
// CHECK: /* 26 */   GIM_CheckNumOperandsGE, /*MI*/0, /*Expected*/3,
// CHECK: /* 29 */   GIM_CheckNumOperandsLE, /*MI*/0, /*Expected*/5,
// CHECK: /* 32 */   // Combiner Rule #1: r1
// CHECK: /* 44 */   GIM_CheckNumOperandsGE, /*MI*/0, /*Expected*/3,
// CHECK: /* 47 */   // Combiner Rule #0: r0
// CHECK: /* 47 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_BUILD_VECTOR),
// CHECK: /* 58 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 61 */ }; // Size: 61 bytes
