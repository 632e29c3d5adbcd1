// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// Two banks, numbered in name order; a bank covers the sub-classes of the
// classes it names; a class covered by both banks maps to InvalidRegBankID.

include "Inputs/MyTarget.td"
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 7)>;
def Low : RegisterClass<"My", [i32], 32, (add R0, R1)>;
def FPR : RegisterClass<"My", [f64], 64, (sequence "D%u", 0, 3)>;
def GPRBank : RegisterBank<"GPRB", [GPR]>;
def FPRBank : RegisterBank<"FPRB", [FPR, Low]>;

// CHECK:      enum : unsigned {
// CHECK-NEXT:   InvalidRegBankID = ~0u,
// CHECK-NEXT:   FPRBankID = 0,
// CHECK-NEXT:   GPRBankID = 1,
// CHECK-NEXT:   NumRegisterBanks,
// CHECK:      const uint32_t FPRBankCoverageData[] = {
// CHECK-NEXT:     // 0-31
// CHECK-NEXT:     (1u << (My::FPRRegClassID - 0)) |
// CHECK-NEXT:     (1u << (My::LowRegClassID - 0)) |
// CHECK-NEXT:     0,
// CHECK:      constexpr RegisterBank GPRBank(/* ID */ My::GPRBankID, /* Name */ "GPRB", /* CoveredRegClasses */ GPRBankCoverageData, /* NumRegClasses */ 3);
// CHECK:      const unsigned MyGenRegisterBankInfo::Sizes[] = {
// CHECK-NEXT:     // Mode = 0 (Default)
// CHECK-NEXT:     64,
// CHECK-NEXT:     32,
// CHECK:        constexpr uint32_t InvalidRegBankID = uint32_t(My::InvalidRegBankID) & 3;
// CHECK:        (uint32_t(InvalidRegBankID) << {{[0-9]+}}) | // LowRegClassID
// CHECK:          if (RegBankID != InvalidRegBankID)
