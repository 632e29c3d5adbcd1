// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RMCDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// RegAsmNames give the tuple registers their assembly names; the tuple
// takes its first member's fields (namespace, encoding, costs).
// CHECK: RegEncodingTable[]

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def lo : SubRegIndex<32, 0>;
def hi : SubRegIndex<32, 32>;
foreach I = 0-3 in def R#I : Register<"r"#I> { let HWEncoding = !add(I, 16); let CostPerUse = [I]; }
}
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 3)>;
def Pairs : RegisterTuples<[lo, hi], [(add R0, R2), (add R1, R3)], ["p0", "p1"]>;
def GPRPair : RegisterClass<"My", [i64], 64, (add Pairs)>;
