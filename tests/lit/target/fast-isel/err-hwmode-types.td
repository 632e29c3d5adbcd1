// RUN: not %tblgen -gen-fast-isel -I /usr/include/llvm-22 -I %S/Inputs %s 2>&1 | FileCheck %s
//
// Types that depend on the HwMode are not modelled yet: a located error
// instead of output (llvm-tblgen expands such patterns per mode).

include "fi.td"

def ModeB : HwMode<[]>;
def XLenVT : ValueTypeByHwMode<[DefaultMode, ModeB], [i32, i64]>;
def XPR : RegisterClass<"Fi", [XLenVT], 64, (add D0, D1)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, ModeB], [RegInfo<32, 32, 32>, RegInfo<64, 64, 64>]>;
}
def ADDX : FiInst<(outs XPR:$d), (ins XPR:$a, XPR:$b), [(set XPR:$d, (add XPR:$a, XPR:$b))]>;
// CHECK: err-hwmode-types.td:[[@LINE-1]]:5: error: -gen-fast-isel: register class types by HwMode ('XPR') not implemented yet
