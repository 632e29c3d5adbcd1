// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Overlapping pressure sets are joined (A_with_B) and near subsets pruned.
// CHECK: enum RegisterPressureSets {

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-15 in def R#I : Register<"r"#I>;
def A : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 7)>;
def B : RegisterClass<"My", [i32], 32, (sequence "R%u", 4, 15)>;
def Small : RegisterClass<"My", [i32], 32, (add R0, R1)>;
def Tiny : RegisterClass<"My", [i32], 32, (add R14)>;
