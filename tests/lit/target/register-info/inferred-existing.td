// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// No class is synthesized when one with the same members exists.
// CHECK: GPR_and_BRegClassID

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
def GPR : RegisterClass<"My", [i32], 32, (add R0, R1)>;
def GPR_and_B : RegisterClass<"My", [i32], 32, (add R1, R2)>;
def B : RegisterClass<"My", [i32], 32, (add R1, R2, R3)>;
