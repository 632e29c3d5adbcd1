// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Immediates (constants, literal G_CONSTANT values) and typed operands in match patterns.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $d, $x, 0)),
  (apply (GIReplaceReg $d, $x))>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_CONSTANT $c, 7), (G_MUL $d, i32:$x, $c)),
  (apply (G_SHL $d, $x, (i32 3)))>;
def r2 : GICombineRule<(defs root:$d),
  (match (G_AND i64:$d, $x, -1000)),
  (apply (GIReplaceReg $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1, r2]>;

// CHECK: bool MyGenCombiner::tryCombineAll(MachineInstr &I) const {
// CHECK: /*   0 */ GIM_SwitchOpcode, /*MI*/0, /*[*/GIMT_Encode2(55), GIMT_Encode2(65), /*)*//*default:*//*Label 3*/ GIMT_Encode4(165),
// CHECK: /*  67 */   // Combiner Rule #0: r0
// CHECK: /*  67 */   GIR_ReplaceReg, /*OldInsnID*/0, /*OldOpIdx*/0, /*NewInsnId*/0, /*NewOpIdx*/1,
// CHECK: /*  72 */   GIR_EraseRootFromParent_Done,
// CHECK: /*  85 */   GIM_RecordInsnIgnoreCopies, /*DefineMI*/1, /*MI*/0, /*OpIdx*/2, // MIs[1]
// CHECK: /* 106 */   GIR_MakeTempReg, /*TempRegID*/0, /*TypeID*/GILLT_s32,
// CHECK: /* 119 */   // Combiner Rule #1: r1
// CHECK: /* 119 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_SHL),
// CHECK: /* 129 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 158 */   // Combiner Rule #2: r2
// CHECK: /* 158 */   GIR_ReplaceReg, /*OldInsnID*/0, /*OldOpIdx*/0, /*NewInsnId*/0, /*NewOpIdx*/1,
// CHECK: /* 163 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 166 */ }; // Size: 166 bytes
