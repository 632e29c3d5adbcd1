// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Apply patterns that build several instructions chained through temporaries.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_SUB $t, $y, $z), (G_SUB $d, $x, $t)),
  (apply (G_SUB i32:$n, $z, $y), (G_ADD $d, $x, $n))>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_FNEG $t, $x), (G_FNEG $d, $t)),
  (apply (COPY $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1]>;

// CHECK: bool MyGenCombiner::tryCombineAll(MachineInstr &I) const {
// CHECK: /*   0 */ GIM_SwitchOpcode, /*MI*/0, /*[*/GIMT_Encode2(56), GIMT_Encode2(208), /*)*//*default:*//*Label 2*/ GIMT_Encode4(701),
// CHECK: /* 626 */   GIM_RecordInsnIgnoreCopies, /*DefineMI*/1, /*MI*/0, /*OpIdx*/2, // MIs[1]
// CHECK: /* 636 */   GIR_MakeTempReg, /*TempRegID*/0, /*TypeID*/GILLT_s32,
// CHECK: /* 639 */   // Combiner Rule #0: r0
// CHECK: /* 639 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_SUB),
// CHECK: /* 655 */   GIR_BuildMI, /*InsnID*/1, /*Opcode*/GIMT_Encode2(TargetOpcode::G_ADD),
// CHECK: /* 670 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 680 */   GIM_RecordInsnIgnoreCopies, /*DefineMI*/1, /*MI*/0, /*OpIdx*/1, // MIs[1]
// CHECK: /* 690 */   // Combiner Rule #1: r1
// CHECK: /* 690 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::COPY),
// CHECK: /* 699 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 702 */ }; // Size: 702 bytes
