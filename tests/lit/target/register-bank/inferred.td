// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// A class inferred from two overlapping ones is a sub-class of both, so
// each bank covers it and the table maps it to InvalidRegBankID.

include "Inputs/MyTarget.td"
def A : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 5)>;
def B : RegisterClass<"My", [i32], 32, (sequence "R%u", 3, 7)>;
def ABank : RegisterBank<"ABank", [A]>;
def BBank : RegisterBank<"BBank", [B]>;

// CHECK:      (1u << (My::A_and_BRegClassID - 0)) |
// CHECK:      (uint32_t(InvalidRegBankID) << 4) // A_and_BRegClassID
