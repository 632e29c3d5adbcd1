// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Nested GICombineGroups, a rule listed twice (warning), ordering of rules sharing opcodes and types.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d), (match (G_ADD i32:$d, $x, $y)), (apply (G_SUB $d, $x, $y))>;
def r1 : GICombineRule<(defs root:$d), (match (G_ADD i64:$d, $x, $y)), (apply (G_SUB $d, $x, $y))>;
def r2 : GICombineRule<(defs root:$d), (match (G_ADD $d, $x, $y)), (apply (G_SUB $d, $y, $x))>;
def r3 : GICombineRule<(defs root:$d), (match (G_SUB i32:$d, $x, $y)), (apply (G_ADD $d, $x, $y))>;
def r4 : GICombineRule<(defs root:$d), (match (G_ADD i16:$d, $x, $y)), (apply (G_SUB $d, $x, $y))>;
def g0 : GICombineGroup<[r0, r1]>;
def g1 : GICombineGroup<[g0, r2, r3, r0]>;
def MyCombiner : GICombiner<"MyGenCombiner", [g1, r4]>;

// CHECK: bool MyGenCombiner::tryCombineAll(MachineInstr &I) const {
// CHECK: /*   0 */ GIM_SwitchOpcode, /*MI*/0, /*[*/GIMT_Encode2(55), GIMT_Encode2(57), /*)*//*default:*//*Label 2*/ GIMT_Encode4(139),
// CHECK: /*  18 */ GIM_SwitchType, /*MI*/0, /*Op*/0, /*[*/GIMT_Encode2(0), GIMT_Encode2(3), /*)*//*default:*//*Label 6*/ GIMT_Encode4(98),
// CHECK: /*  49 */   // Combiner Rule #4: r4
// CHECK: /*  49 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_SUB),
// CHECK: /*  58 */   GIR_EraseRootFromParent_Done,
// CHECK: /*  68 */   // Combiner Rule #0: r0
// CHECK: /*  68 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_SUB),
// CHECK: /*  77 */   GIR_EraseRootFromParent_Done,
// CHECK: /*  87 */   // Combiner Rule #1: r1
// CHECK: /*  87 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_SUB),
// CHECK: /*  96 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 106 */   // Combiner Rule #2: r2
// CHECK: /* 106 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_SUB),
