// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Callee-saved lists, their masks (constant registers and OtherPreserved
// added).
// CHECK: static const MCPhysReg CSR_A_SaveList[] = { My::R1, My::R0, 0 };

include "Inputs/MyTarget.td"
let Namespace = "My" in {
foreach I = 0-40 in def R#I : Register<"r"#I>;
def ZERO : Register<"zero"> { let isConstant = 1; }
}
def GPR : RegisterClass<"My", [i32], 32, (add (sequence "R%u", 0, 40), ZERO)>;
def CSR_A : CalleeSavedRegs<(add R1, R0)>;
def CSR_B : CalleeSavedRegs<(add (sequence "R%u", 30, 40))> {
  let OtherPreserved = (add R5, R6);
}
