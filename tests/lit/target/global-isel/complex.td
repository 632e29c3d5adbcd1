// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// ComplexPatterns mapped to GlobalISel matchers (GIComplexPatternEquiv):
// the check comes last (epilogue), its result rendered whole or by
// sub-operand.

include "gi.td"

def addr : ComplexPattern<i32, 2, "selectAddr", []>;
def gi_addr : GIComplexOperandMatcher<s32, "selectAddrGI">, GIComplexPatternEquiv<addr>;
def gi_unused : GIComplexOperandMatcher<s32, "selectUnused">;
def memop : Operand<i32> { let MIOperandInfo = (ops GPR, i32imm); }
def LDW : GiInst<(outs GPR:$d), (ins memop:$m), [(set GPR:$d, (load addr:$m))]>;
def STW : GiInst<(outs), (ins GPR:$v, GPR:$b, i32imm:$o), []>;
def : Pat<(store GPR:$v, (addr GPR:$b, i32:$o)), (STW GPR:$v, GPR:$b, imm:$o)>;

// CHECK: GICP_gi_addr,
// CHECK: &GiInstructionSelector::selectAddrGI, // gi_addr
// CHECK: GIM_CheckComplexPattern, /*MI*/0, /*Op*/1, /*Renderer*/GIMT_Encode2(0), GIMT_Encode2(GICP_gi_addr),
// CHECK: GIR_ComplexRenderer, /*InsnID*/0, /*RendererID*/GIMT_Encode2(0), // m
