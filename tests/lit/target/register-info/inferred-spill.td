// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// The intersection of classes with different spill sizes takes the
// stricter one's size and its name first.
// CHECK: Wide_and_Narrow

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-5 in def R#I : Register<"r"#I>;
def Narrow : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 3)>;
def Wide : RegisterClass<"My", [i64], 64, (sequence "R%u", 2, 5)>;
