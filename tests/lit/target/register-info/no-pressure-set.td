// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// GeneratePressureSet = 0 and non-allocatable classes make no pressure set.
// CHECK: getNumRegPressureSets() const {

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-9 in def R#I : Register<"r"#I>;
def All : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 9)> { let GeneratePressureSet = 0; }
def Low : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 3)>;
def High : RegisterClass<"My", [i32], 32, (sequence "R%u", 6, 9)> { let isAllocatable = 0; }
