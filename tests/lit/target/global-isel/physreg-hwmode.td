// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// A physical register input: its class is the smallest one holding the
// register whose types include the operand's type in some mode (here the
// 64-bit type is only the class's type in Mode64).

include "gi.td"

def Is64 : Predicate<"Subtarget->is64()">;
def Mode64 : HwMode<[Is64]>;
def XLenVT : ValueTypeByHwMode<[DefaultMode, Mode64], [i32, i64]>;
def Q0 : Register<"q0">;
def Q1 : Register<"q1">;
def XPR : RegisterClass<"Gi", [XLenVT], 64, (add Q0, Q1)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, Mode64], [RegInfo<32, 32, 32>, RegInfo<64, 64, 64>]>;
}
def XQ0 : RegisterClass<"Gi", [XLenVT], 64, (add Q0)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, Mode64], [RegInfo<32, 32, 32>, RegInfo<64, 64, 64>]>;
}
let Uses = [Q0] in
def XUSE : GiInst<(outs XPR:$d), (ins XPR:$a), [(set XPR:$d, (add XPR:$a, (i64 Q0)))]> {
  let Predicates = [Is64];
}

// CHECK: GIM_RootCheckRegBankForClass, /*Op*/2, /*RC*/GIMT_Encode2(Gi::XQ0RegClassID),
// CHECK: GIR_AddRegister, /*InsnID*/1, GIMT_Encode2(::Q0), /*AddRegisterRegFlags*/GIMT_Encode2(RegState::Define),
