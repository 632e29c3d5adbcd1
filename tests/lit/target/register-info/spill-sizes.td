// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Classes of different sizes sort by size; sub-classes need compatible sizes.
// CHECK: RegClassInfos[] = {

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
def A : RegisterClass<"My", [i32], 32, (add R0, R1, R2)>;
def B : RegisterClass<"My", [i64], 64, (add R1, R2, R3)>;
def C : RegisterClass<"My", [i16], 16, (add R0, R3)>;
