// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// wip_match_opcode makes one rule per opcode.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$mi),
  (match (wip_match_opcode G_ADD, G_SUB, G_AND):$mi, [{ return Helper.matchX(*${mi}); }]),
  (apply [{ Helper.applyX(*${mi}); }])>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0]>;

// CHECK: bool MyGenCombiner::tryCombineAll(MachineInstr &I) const {
// CHECK: case GICXXCustomAction_GICombiner0:{
// CHECK: /*  0 */ GIM_SwitchOpcode, /*MI*/0, /*[*/GIMT_Encode2(55), GIMT_Encode2(65), /*)*//*default:*//*Label 3*/ GIMT_Encode4(86),
// CHECK: /* 58 */   // Combiner Rule #0: r0; wip_match_opcode 'G_ADD'
// CHECK: /* 70 */   // Combiner Rule #0: r0; wip_match_opcode 'G_SUB'
// CHECK: /* 82 */   // Combiner Rule #0: r0; wip_match_opcode 'G_AND'
// CHECK: /* 87 */ }; // Size: 87 bytes
