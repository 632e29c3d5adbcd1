// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// A 64/32-bit GPR hierarchy: a bank over the 64-bit class also covers the
// 32-bit class holding the low halves of all its registers, and, through
// its sub-classes (inferred ones included), the 32-bit classes holding the
// low halves of theirs: GPR32Odd comes in through the class inferred for
// it, GPR64_with_sub_32_in_GPR32Odd.

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def sub_32 : SubRegIndex<32>;
let SubRegIndices = [sub_32] in
foreach I = 0-7 in def X#I : Register<"x"#I> { let SubRegs = [!cast<Register>("R"#I)]; }
}
def GPR64 : RegisterClass<"My", [i64], 64, (sequence "X%u", 0, 7)>;
def GPR64Lo : RegisterClass<"My", [i64], 64, (sequence "X%u", 0, 3)>;
def GPR32 : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 7)>;
def GPR32Lo : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 3)>;
def GPR32Odd : RegisterClass<"My", [i32], 32, (add R1, R3, R5, R7)>;
def FPR : RegisterClass<"My", [f64], 64, (sequence "D%u", 0, 3)>;
def GPRBank : RegisterBank<"GPRB", [GPR64]>;
def FPRBank : RegisterBank<"FPRB", [FPR]>;

// CHECK:      const uint32_t GPRBankCoverageData[] = {
// CHECK-NEXT:     // 0-31
// CHECK-NEXT:     (1u << (My::GPR64RegClassID - 0)) |
// CHECK-NEXT:     (1u << (My::GPR32RegClassID - 0)) |
// CHECK-NEXT:     (1u << (My::GPR64LoRegClassID - 0)) |
// CHECK-NEXT:     (1u << (My::GPR32LoRegClassID - 0)) |
// CHECK-NEXT:     (1u << (My::GPR64_with_sub_32_in_GPR32Lo_and_GPR32OddRegClassID - 0)) |
// CHECK-NEXT:     (1u << (My::GPR32OddRegClassID - 0)) |
// CHECK-NEXT:     (1u << (My::GPR32Lo_and_GPR32OddRegClassID - 0)) |
// CHECK-NEXT:     (1u << (My::GPR64_with_sub_32_in_GPR32OddRegClassID - 0)) |
// CHECK-NEXT:     0,
