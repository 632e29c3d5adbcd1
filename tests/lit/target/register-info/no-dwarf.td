// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Without DWARF numbers there are no mapping tables.
// CHECK: InitMCRegisterInfo(MyRegDesc, 3, RA, PC,

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-1 in def R#I : Register<"r"#I>;
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 1)>;
