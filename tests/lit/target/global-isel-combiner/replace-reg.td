// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// GIReplaceReg with a matched register and with a new temporary.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ZEXT $t, $x), (G_TRUNC $d, $t)),
  (apply (GIReplaceReg $d, $x))>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_SUB $d, $x, $x)),
  (apply (G_CONSTANT GITypeOf<"$d">:$z, (GITypeOf<"$d"> 0)), (GIReplaceReg $d, $z))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1]>;

// CHECK: bool MyGenCombiner::tryCombineAll(MachineInstr &I) const {
// CHECK: /*   0 */ GIM_SwitchOpcode, /*MI*/0, /*[*/GIMT_Encode2(56), GIMT_Encode2(141), /*)*//*default:*//*Label 2*/ GIMT_Encode4(425),
// CHECK: /* 367 */   GIR_MakeTempReg, /*TempRegID*/0, /*TypeID*/255,
// CHECK: /* 370 */   // Combiner Rule #1: r1
// CHECK: /* 370 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_CONSTANT),
// CHECK: /* 378 */   GIR_AddCImm, /*InsnID*/0, /*Type*/255, /*Imm*/GIMT_Encode8(0),
// CHECK: /* 389 */   GIR_ReplaceRegWithTempReg, /*OldInsnID*/0, /*OldOpIdx*/0, /*TempRegID*/0,
// CHECK: /* 393 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 403 */   GIM_RecordInsnIgnoreCopies, /*DefineMI*/1, /*MI*/0, /*OpIdx*/1, // MIs[1]
// CHECK: /* 418 */   // Combiner Rule #0: r0
// CHECK: /* 418 */   GIR_ReplaceReg, /*OldInsnID*/0, /*OldOpIdx*/0, /*NewInsnId*/1, /*NewOpIdx*/1,
// CHECK: /* 423 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 426 */ }; // Size: 426 bytes
