// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// Coverage is transitive and lists the classes in the order a depth-first
// walk reaches them (each class's sub-classes in class ID order); a class
// reached twice, or named after it was reached, is listed once.

include "Inputs/MyTarget.td"
def All : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 7)>;
def Half : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 3)>;
def Odd : RegisterClass<"My", [i32], 32, (add R1, R3, R5, R7)>;
def Quarter : RegisterClass<"My", [i32], 32, (add R0, R1)>;
def One : RegisterClass<"My", [i32], 32, (add R1)>;
def Other : RegisterClass<"My", [i32], 32, (add R6, R7)>;
def Wide : RegisterClass<"My", [f64], 64, (sequence "D%u", 0, 3)>;
def HalfBank : RegisterBank<"HB", [Half, One, Other, Quarter]>;
def AllBank : RegisterBank<"AB", [All, Wide]>;

// CHECK:      const uint32_t AllBankCoverageData[] = {
// CHECK-NEXT:     // 0-31
// CHECK-NEXT:     (1u << (My::AllRegClassID - 0)) |
// CHECK:          0,
// CHECK:      const uint32_t HalfBankCoverageData[] = {
// CHECK-NEXT:     // 0-31
// CHECK-NEXT:     (1u << (My::HalfRegClassID - 0)) |
