// RUN: %tblgen -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-global-isel -I /usr/include/llvm-22 -I %S/Inputs
//
// HwModes: a register class whose type depends on the mode gives one rule
// per mode, each guarded by its mode's feature bit (Feature_HwModeNBit).

include "gi.td"

def Is64 : Predicate<"Subtarget->is64()">;
def Mode64 : HwMode<[Is64]>;
def XLenVT : ValueTypeByHwMode<[DefaultMode, Mode64], [i32, i64]>;
def XPR : RegisterClass<"Gi", [XLenVT], 64, (add D0, D1)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, Mode64], [RegInfo<32, 32, 32>, RegInfo<64, 64, 64>]>;
}
def XADD : GiInst<(outs XPR:$d), (ins XPR:$a, XPR:$b), [(set XPR:$d, (add XPR:$a, XPR:$b))]>;

// CHECK: Feature_HwMode0Bit
