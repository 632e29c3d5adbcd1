// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// On X86 (registers deriving from X86Reg) tuple registers sort in with
// the other registers by name instead of following them.
// CHECK: B0_B1 = 7,
// CHECK: K0_K1 = 8,
// CHECK: Z0_Z1 = 10,

include "Inputs/MyTarget.td"
class X86Reg<string n> : Register<n> { let Namespace = "My"; }
let Namespace = "My" in {
def lo : SubRegIndex<32, 0>;
def hi : SubRegIndex<32, 32>;
}
foreach I = 0-3 in def K#I : X86Reg<"k"#I>;
def A0 : X86Reg<"a0">;
def Z9 : X86Reg<"z9">;
def B0_B1 : X86Reg<"b01">;
def Z0_Z1 : X86Reg<"z01">;
def VK : RegisterClass<"My", [i32], 32, (sequence "K%u", 0, 3)>;
def KPairs : RegisterTuples<[lo, hi], [(add K0, K2), (add K1, K3)]>;
def VKPair : RegisterClass<"My", [i64], 64, (add KPairs)>;
def Other : RegisterClass<"My", [i32], 32, (add A0, Z9, B0_B1, Z0_Z1)>;
