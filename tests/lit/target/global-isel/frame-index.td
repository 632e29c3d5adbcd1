// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A frameindex node (G_FRAME_INDEX) has one hidden, unnamed operand, listed
// without predicates, at the root and nested.

include "gi.td"

def to_fi : SDNodeXForm<frameindex, [{ return N; }]>;
def gi_to_fi : GICustomOperandRenderer<"renderFrameIndex">,
               GISDNodeXFormEquiv<to_fi>;
def simm8 : ImmLeaf<i32, [{ return isInt<8>(Imm); }]>;

def ADDI : GiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), []>;
def : Pat<(i32 frameindex:$fi), (ADDI (to_fi $fi), 0)>;
def : Pat<(add (i32 frameindex:$fi), simm8:$off), (ADDI (to_fi $fi), simm8:$off)>;

// CHECK:      GIM_CheckOpcode, /*MI*/1, GIMT_Encode2(TargetOpcode::G_FRAME_INDEX),
// CHECK-NEXT: // MIs[1] Operand 1
// CHECK-NEXT: // No operand predicates
// CHECK:      GIR_CustomRenderer, /*InsnID*/0, /*OldInsnID*/1, /*Renderer*/GIMT_Encode2(GICR_renderFrameIndex), // fi
// CHECK:      GIM_RootCheckRegBankForClass, /*Op*/0, /*RC*/GIMT_Encode2(Gi::GPRRegClassID),
// CHECK-NEXT: // MIs[0] Operand 1
// CHECK-NEXT: // No operand predicates
// CHECK:      GIR_CustomRenderer, /*InsnID*/0, /*OldInsnID*/0, /*Renderer*/GIMT_Encode2(GICR_renderFrameIndex), // fi
