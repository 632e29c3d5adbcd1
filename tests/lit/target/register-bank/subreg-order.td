// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// The coverage order interleaves the two rules: at each class walked, the
// candidates in class ID order, each first descended into (a sub-class)
// and then tested as a class of common sub-registers; the classes found by
// the second rule are listed but not walked from (their sub-classes come
// only when reached otherwise). Two 32-bit halves per register, several
// banks, with more than 32 classes (two coverage words).

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def lo : SubRegIndex<32, 0>;
def hi : SubRegIndex<32, 32>;
let SubRegIndices = [lo, hi], CoveredBySubRegs = 1 in
foreach I = 0-3 in
def P#I : Register<"p"#I> {
  let SubRegs = [!cast<Register>("R"#!mul(I, 2)), !cast<Register>("R"#!add(!mul(I, 2), 1))];
}
}
def Pair : RegisterClass<"My", [i64], 64, (sequence "P%u", 0, 3)>;
def Pair01 : RegisterClass<"My", [i64], 64, (add P0, P1)>;
def Pair23 : RegisterClass<"My", [i64], 64, (add P2, P3)>;
def Even : RegisterClass<"My", [i32], 32, (add R0, R2, R4, R6)>;
def Odd : RegisterClass<"My", [i32], 32, (add R1, R3, R5, R7)>;
def EvenLo : RegisterClass<"My", [i32], 32, (add R0, R2)>;
def AllR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 7)>;
def Low : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 3)>;
foreach I = 0-29 in
def Filler#I : RegisterClass<"My", [f64], 64, (add !cast<Register>("D"#!and(I, 3)))>;
def PairBank : RegisterBank<"PB", [Pair01, Pair23]>;
def EvenBank : RegisterBank<"EB", [EvenLo]>;
def FBank : RegisterBank<"FB", [Filler0, Filler29]>;

// CHECK:      const uint32_t PairBankCoverageData[] = {
// CHECK-NEXT:     // 0-31
// CHECK:          // 32-63
