// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A ComplexPattern used as an operator: its operands name the
// sub-operands of the matched address, rendered one by one; a repeated
// complex operand and a splat of all-ones.

include "gi.td"

def addrrr : ComplexPattern<i32, 2, "selectRR", []>;
def gi_addrrr : GIComplexOperandMatcher<s32, "selectRRGI">, GIComplexPatternEquiv<addrrr>;
def LDRR : GiInst<(outs GPR:$d), (ins GPR:$b, GPR:$o), []>;
def : Pat<(load (addrrr GPR:$b, GPR:$o)), (LDRR GPR:$o, GPR:$b)>;
def VNOT : GiInst<(outs VPR:$d), (ins VPR:$a), []>;
def : Pat<(v4i32 (xor VPR:$a, immAllOnesV)), (VNOT VPR:$a)>;

// CHECK: GIM_CheckOpcodeIsEither, /*MI*/1, GIMT_Encode2(TargetOpcode::G_BUILD_VECTOR), GIMT_Encode2(TargetOpcode::G_BUILD_VECTOR_TRUNC),
// CHECK: GIM_CheckIsBuildVectorAllOnes, /*MI*/1,
// CHECK: GIR_ComplexSubOperandRenderer, /*InsnID*/0, /*RendererID*/GIMT_Encode2(0), /*SubOperand*/1, // o
// CHECK-NEXT: GIR_ComplexSubOperandRenderer, /*InsnID*/0, /*RendererID*/GIMT_Encode2(0), /*SubOperand*/0, // b
