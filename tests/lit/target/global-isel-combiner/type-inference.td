// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Types of new temporaries and immediates inferred from the matched operands.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $d, $x, $y)),
  (apply (G_SUB $n, 0, $y), (G_SUB $d, $x, $n))>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_MUL $d, $x, 2)),
  (apply (G_ADD $d, $x, $x))>;
def r2 : GICombineRule<(defs root:$d),
  (match (G_OR $d, $x, $y)),
  (apply (G_XOR $t, $x, $y), (G_AND $u, $x, $y), (G_OR $d, $t, $u))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1, r2]>;

// CHECK: bool MyGenCombiner::tryCombineAll(MachineInstr &I) const {
// CHECK: /*   0 */ GIM_SwitchOpcode, /*MI*/0, /*[*/GIMT_Encode2(55), GIMT_Encode2(66), /*)*//*default:*//*Label 3*/ GIMT_Encode4(198),
// CHECK: /*  66 */   GIR_MakeTempReg, /*TempRegID*/1, /*TypeID*/255,
// CHECK: /*  79 */   GIR_MakeTempReg, /*TempRegID*/0, /*TypeID*/255,
// CHECK: /*  82 */   // Combiner Rule #0: r0
// CHECK: /*  82 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_SUB),
// CHECK: /*  95 */   GIR_BuildMI, /*InsnID*/1, /*Opcode*/GIMT_Encode2(TargetOpcode::G_SUB),
// CHECK: /* 110 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 124 */   // Combiner Rule #1: r1
// CHECK: /* 124 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_ADD),
// CHECK: /* 133 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 147 */   GIR_MakeTempReg, /*TempRegID*/1, /*TypeID*/255,
// CHECK: /* 150 */   GIR_MakeTempReg, /*TempRegID*/0, /*TypeID*/255,
// CHECK: /* 153 */   // Combiner Rule #2: r2
