// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A frameindex source node matches G_FRAME_INDEX with its (unnamed) frame
// index operand, which a custom renderer turns into the result's operand.

include "gi.td"

def fi_to_tfi : SDNodeXForm<frameindex, [{ return N; }]>;
def gi_fi_to_tfi : GICustomOperandRenderer<"renderFrameIndex">,
  GISDNodeXFormEquiv<fi_to_tfi>;
def XMOV : GiInst<(outs GPR:$d), (ins i32imm:$a), []>;
def : Pat<(i32 frameindex:$fi), (XMOV (fi_to_tfi $fi))>;

// CHECK: // MIs[0] Operand 1
// CHECK-NEXT: // No operand predicates
// CHECK: GIR_CustomRenderer, /*InsnID*/0, /*OldInsnID*/0, /*Renderer*/GIMT_Encode2(GICR_renderFrameIndex), // fi
