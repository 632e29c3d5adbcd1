// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// Bank sizes per hardware mode: the largest spill size of the bank's
// classes in each mode; a class without a value for a mode uses its
// default one.

include "Inputs/MyTarget.td"
def M64 : HwMode<[]>;
def M128 : HwMode<[]>;
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 7)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, M64], [RegInfo<32,32,32>, RegInfo<64,64,64>]>;
}
def Low : RegisterClass<"My", [i32], 32, (add R0, R1)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, M128], [RegInfo<32,32,32>, RegInfo<128,128,128>]>;
}
def FPR : RegisterClass<"My", [f64], 64, (sequence "D%u", 0, 3)>;
def GPRBank : RegisterBank<"GPRB", [GPR]>;
def FPRBank : RegisterBank<"FPRB", [FPR]>;

// CHECK:      const unsigned MyGenRegisterBankInfo::Sizes[] = {
// CHECK-NEXT:     // Mode = 0 (Default)
// CHECK-NEXT:     64,
// CHECK-NEXT:     32,
// CHECK-NEXT:     // Mode = 1 (M64)
// CHECK-NEXT:     64,
// CHECK-NEXT:     64,
// CHECK-NEXT:     // Mode = 2 (M128)
// CHECK-NEXT:     64,
// CHECK-NEXT:     128,
// CHECK-NEXT: };
