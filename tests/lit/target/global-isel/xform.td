// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// SDNodeXForms with GlobalISel renderers: a G_CONSTANT transformed by a
// custom renderer, a timm operand by a custom operand renderer; the
// renderer table lists each function once, by name.

include "gi.td"

def neg_imm : SDNodeXForm<imm, [{ return getI32Imm(-N->getSExtValue()); }]>;
def gi_neg_imm : GICustomOperandRenderer<"renderNegImm">, GISDNodeXFormEquiv<neg_imm>;
def half_timm : SDNodeXForm<timm, [{ return getI32Imm(N->getZExtValue() / 2); }]>;
def gi_half_timm : GICustomOperandRenderer<"renderHalf">, GISDNodeXFormEquiv<half_timm>;
def gi_again : GICustomOperandRenderer<"renderHalf">;
def SUBri : GiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), []>;
def : Pat<(add GPR:$a, imm:$i), (SUBri GPR:$a, (neg_imm imm:$i))>;
def int_gi_half : Intrinsic<[llvm_i32_ty], [llvm_i32_ty, llvm_i32_ty], [ImmArg<ArgIndex<1>>]>;
def HALF : GiInst<(outs GPR:$d), (ins GPR:$a, i32imm:$i), []>;
def : Pat<(int_gi_half GPR:$a, timm:$i), (HALF GPR:$a, (half_timm timm:$i))>;

// CHECK: GICR_renderHalf,
// CHECK-NEXT: GICR_renderNegImm,
// CHECK: GIR_CustomRenderer, /*InsnID*/0, /*OldInsnID*/1, /*Renderer*/GIMT_Encode2(GICR_renderNegImm), // i
// CHECK: GIR_CustomOperandRenderer, /*InsnID*/0, /*OldInsnID*/0, /*OpIdx*/3, /*OperandRenderer*/GIMT_Encode2(GICR_renderHalf), // i
