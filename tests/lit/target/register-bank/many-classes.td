// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// More than 32 classes: two coverage words (classes are numbered by name,
// so C33 is in the first); five banks take 4 bits each,
// 8 per table word; classes no bank covers are InvalidRegBankID without a
// comment; the table stops at the last covered class.

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 8-40 in def R#I : Register<"r"#I>;
foreach I = 0-40 in def C#I : RegisterClass<"My", [i32], 32, (add !cast<Register>("R"#I))>;
def A : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 20)>;
def B : RegisterClass<"My", [i32], 32, (sequence "R%u", 10, 30)>;
def B0 : RegisterBank<"B0", [C1]>;
def B1 : RegisterBank<"B1", [C33, C2]>;
def B2 : RegisterBank<"B2", [C35]>;
def B3 : RegisterBank<"B3", [B]>;
def B4 : RegisterBank<"B4", [C40]>;

// CHECK:      const uint32_t B1CoverageData[] = {
// CHECK-NEXT:     // 0-31
// CHECK-NEXT:     (1u << (My::C33RegClassID - 0)) |
// CHECK-NEXT:     (1u << (My::C2RegClassID - 0)) |
// CHECK-NEXT:     0,
// CHECK-NEXT:     // 32-63
// CHECK-NEXT:     0,
// CHECK:      static const uint32_t RegClass2RegBank[5] = {
// CHECK-NEXT:     (uint32_t(InvalidRegBankID) << 0) |{{$}}
// CHECK-NEXT:     (uint32_t(My::B3ID) << 4) | // BRegClassID
// CHECK-NEXT:     (uint32_t(My::B3ID) << 8) | // A_and_BRegClassID
// CHECK:          (uint32_t(My::B3ID) << 28), // C12RegClassID
// CHECK-NEXT:     (uint32_t(My::B3ID) << 0) | // C13RegClassID
// CHECK:          (uint32_t(My::B4ID) << 24) // C40RegClassID
// CHECK-NEXT:   };
// CHECK:        if (LLVM_LIKELY(RegClassID < 39)) {
