// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// A bank's size is its classes' largest MVT size: v2p64 names i64, so
// ZBank holds 64-bit registers.

include "Inputs/MyTarget.td"
def p64 : PtrValueType<i64, 0>;
def v2p64 : VTVec<2, ValueType<p64.Size, p64.LLVMName>, p64.LLVMName>;
def A : RegisterClass<"My", [v2i64], 64, (add R0)>;
def Z : RegisterClass<"My", [v2p64], 64, (add R1)>;
def ABank : RegisterBank<"AB", [A]>;
def ZBank : RegisterBank<"ZB", [Z]>;

// CHECK:      const unsigned MyGenRegisterBankInfo::Sizes[] = {
// CHECK-NEXT:     // Mode = 0 (Default)
// CHECK-NEXT:     128,
// CHECK-NEXT:     64,
// CHECK-NEXT: };
