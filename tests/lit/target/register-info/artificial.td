// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RMCDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Artificial registers: flagged in the descriptors; a class of only
// artificial registers has no weight and no pressure set.
// CHECK: MyRegDesc[] = {

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def R0 : Register<"r0">;
def R1 : Register<"r1">;
def H0 : Register<"h0"> { let isArtificial = 1; }
def H1 : Register<"h1"> { let isArtificial = 1; }
}
def GPR : RegisterClass<"My", [i32], 32, (add R0, R1)>;
def HRegs : RegisterClass<"My", [i32], 32, (add H0, H1)>;
