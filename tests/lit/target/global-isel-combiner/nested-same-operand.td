// RUN: %tblgen -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel-combiner -combiners=MyCombiner -I /usr/include/llvm-22 -I %S/Inputs
//
// Several levels of matched instructions and repeated operand names.

include "combiner-target.td"

def r0 : GICombineRule<(defs root:$d),
  (match (G_ADD $a, $x, $y), (G_SUB $b, $a, $y), (G_MUL $d, $b, $x)),
  (apply (G_MUL $d, $x, $x))>;
def r1 : GICombineRule<(defs root:$d),
  (match (G_AND $d, $x, $x)),
  (apply (GIReplaceReg $d, $x))>;
def MyCombiner : GICombiner<"MyGenCombiner", [r0, r1]>;

// CHECK: bool MyGenCombiner::tryCombineAll(MachineInstr &I) const {
// CHECK: /*   0 */ GIM_SwitchOpcode, /*MI*/0, /*[*/GIMT_Encode2(57), GIMT_Encode2(65), /*)*//*default:*//*Label 2*/ GIMT_Encode4(118),
// CHECK: /*  50 */   GIM_RecordInsnIgnoreCopies, /*DefineMI*/1, /*MI*/0, /*OpIdx*/1, // MIs[1]
// CHECK: /*  58 */   GIM_RecordInsnIgnoreCopies, /*DefineMI*/2, /*MI*/1, /*OpIdx*/1, // MIs[2]
// CHECK: /*  78 */   // Combiner Rule #0: r0
// CHECK: /*  78 */   GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(TargetOpcode::G_MUL),
// CHECK: /*  91 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 111 */   // Combiner Rule #1: r1
// CHECK: /* 111 */   GIR_ReplaceReg, /*OldInsnID*/0, /*OldOpIdx*/0, /*NewInsnId*/0, /*NewOpIdx*/1,
// CHECK: /* 116 */   GIR_EraseRootFromParent_Done,
// CHECK: /* 119 */ }; // Size: 119 bytes
