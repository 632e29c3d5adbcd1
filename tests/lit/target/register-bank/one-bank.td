// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// One bank covering every class: one bit per class, no invalid entry.

include "Inputs/MyTarget.td"
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 7)>;
def Low : RegisterClass<"My", [i32], 32, (add R0, R1)>;
def Bank : RegisterBank<"B", [GPR]>;

// CHECK-NOT:  constexpr uint32_t InvalidRegBankID
// CHECK:      static const uint32_t RegClass2RegBank[1] = {
// CHECK-NEXT:     (uint32_t(My::BankID) << 0) | // GPRRegClassID
// CHECK-NEXT:     (uint32_t(My::BankID) << 1) // LowRegClassID
// CHECK-NEXT:   };
// CHECK:        if (LLVM_LIKELY(RegClassID < 2)) {
// CHECK-NEXT:     unsigned RegBankID = (RegClass2RegBank[RegClassID / 32] >> ((RegClassID % 32) * 1)) & 1;
// CHECK-NEXT:     return getRegBank(RegBankID);
