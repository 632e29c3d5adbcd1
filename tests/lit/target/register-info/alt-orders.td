// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Alternative allocation orders and their selector.
// CHECK: static const MCPhysReg AltOrder1[] = { My::R3, My::R2 };

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 3)> {
  let AltOrders = [(add R3, R2), (sub GPR, R0), (sub GPR, GPR)];
  let AltOrderSelect = [{ return Rev ? 1 : 2; }];
}
def Sub : RegisterClass<"My", [i32], 32, (add R2, R3, R1)>;
