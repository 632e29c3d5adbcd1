// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs -warn-on-skipped-patterns
//
// A result operand whose class is a RegClassByHwMode, named directly or
// through a RegisterOperand, is checked as the default mode's class in
// every mode's copy of the pattern.

include "gi.td"

def IsWide : Predicate<"Subtarget->isWide()">;
def WideMode : HwMode<[IsWide]>;
def XLenVT : ValueTypeByHwMode<[DefaultMode, WideMode], [i32, i64]>;
def XPR : RegisterClass<"Gi", [XLenVT], 64, (add D0, D1)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, WideMode],
                                 [RegInfo<32, 32, 32>, RegInfo<64, 64, 64>]>;
}
def AnyGPR : RegClassByHwMode<[DefaultMode, WideMode], [GPRLow, GPR]>;
def AnyGPROp : RegisterOperand<AnyGPR>;

def MOVD : GiInst<(outs AnyGPR:$d), (ins XPR:$a), []>;
def MOVO : GiInst<(outs AnyGPROp:$d), (ins XPR:$a, XPR:$b), []>;
def : Pat<(i32 (trunc XPR:$a)), (MOVD XPR:$a)>;
def : Pat<(i32 (trunc (add XPR:$a, XPR:$b))), (MOVO XPR:$a, XPR:$b)>;

// CHECK:      GIM_RootCheckRegBankForClass, /*Op*/0, /*RC*/GIMT_Encode2(Gi::GPRLowRegClassID),
// CHECK-NEXT: GIM_Try,
// CHECK-NEXT:   GIM_CheckFeatures, GIMT_Encode2(GIFBS_HwMode0),
// CHECK:        GIR_BuildRootMI, /*Opcode*/GIMT_Encode2(Gi::MOVO),
// CHECK:        GIM_CheckFeatures, GIMT_Encode2(GIFBS_HwMode0),
// CHECK:        GIR_MutateOpcode, /*InsnID*/0, /*RecycleInsnID*/0, /*Opcode*/GIMT_Encode2(Gi::MOVD),
