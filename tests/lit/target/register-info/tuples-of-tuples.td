// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Tuples whose members are tuples: pairs of pairs, with the leaf indices
// reached through composed indices.
// CHECK: R0_R1_R2_R3 = 

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def lo : SubRegIndex<32, 0>;
def hi : SubRegIndex<32, 32>;
def plo : SubRegIndex<64, 0>;
def phi : SubRegIndex<64, 64>;
foreach I = 0-7 in def R#I : Register<"r"#I>;
}
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 7)>;
def Pairs : RegisterTuples<[lo, hi], [(decimate GPR, 2), (decimate (shl GPR, 1), 2)]>;
def GPRPair : RegisterClass<"My", [i64], 64, (add Pairs)>;
def Quads : RegisterTuples<[plo, phi], [(decimate GPRPair, 2), (decimate (shl GPRPair, 1), 2)]>;
def GPRQuad : RegisterClass<"My", [v4i32], 128, (add Quads)>;
