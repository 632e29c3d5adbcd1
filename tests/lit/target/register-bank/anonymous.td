// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s 2>/dev/null | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// Banks defined anonymously and in a multiclass are named after their
// records; a class listed twice (or reached before it is listed) is
// covered once.

include "Inputs/MyTarget.td"
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 7)>;
def Low : RegisterClass<"My", [i32], 32, (add R0, R1)>;
def : RegisterBank<"Anon", [Low, GPR, Low]>;
multiclass Banks<string n> { def NAME#Bank : RegisterBank<n, [GPR]>; }
defm X : Banks<"X">;

// CHECK:      enum : unsigned {
// CHECK-NEXT:   InvalidRegBankID = ~0u,
// CHECK-NEXT:   XBankID = 0,
// CHECK-NEXT:   anonymous_{{[0-9]+}}ID = 1,
// CHECK:      const uint32_t anonymous_{{[0-9]+}}CoverageData[] = {
// CHECK-NEXT:     // 0-31
// CHECK-NEXT:     (1u << (My::LowRegClassID - 0)) |
// CHECK-NEXT:     (1u << (My::GPRRegClassID - 0)) |
// CHECK-NEXT:     0,
