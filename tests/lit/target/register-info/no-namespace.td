// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Registers without a namespace: the enums are not wrapped in one.
// CHECK: NoRegister,

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
def Q : Register<"q">;
def GPR : RegisterClass<"", [i32], 32, (add R0, R1, Q)>;
