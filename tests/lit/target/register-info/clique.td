// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Classes with the same members are sub-classes of each other.
// CHECK: static const uint32_t ASubClassMask[] = {

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
def A : RegisterClass<"My", [i32], 32, (add R0, R1)>;
def B : RegisterClass<"My", [i32], 32, (add R1, R0)>;
def C : RegisterClass<"My", [i32], 32, (add R0)>;
