// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Overlapping classes get a synthesized class for their intersection.
// CHECK: A_and_B
// CHECK: B_and_C

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-7 in def R#I : Register<"r"#I>;
def A : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 5)>;
def B : RegisterClass<"My", [i32], 32, (sequence "R%u", 3, 7)>;
def C : RegisterClass<"My", [i32], 32, (add R1, R4, R7)>;
