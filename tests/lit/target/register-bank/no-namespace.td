// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// A class with an empty namespace: its ID is not qualified; three banks
// take 2 bits each.

include "Inputs/MyTarget.td"
def GPR : RegisterClass<"", [i32], 32, (sequence "R%u", 0, 7)>;
def Pair : RegisterClass<"My", [i32], 32, (add R0, R1)>;
def FPR : RegisterClass<"My", [f64], 64, (sequence "D%u", 0, 3)>;
def Extra : RegisterClass<"My", [f64], 64, (add D0)>;
def A : RegisterBank<"A", [GPR]>;
def B : RegisterBank<"B", [FPR]>;
def C : RegisterBank<"C", [Extra]>;

// CHECK:      (1u << (GPRRegClassID - 0)) |
// CHECK:      (1u << (My::PairRegClassID - 0)) |
// CHECK:      unsigned RegBankID = (RegClass2RegBank[RegClassID / 16] >> ((RegClassID % 16) * 2)) & 3;
