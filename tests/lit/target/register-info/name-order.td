// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Registers sort by their runs of letters first, then numbers: fewer runs
// first, then text, then numbers by value.
// CHECK: SP = 1,
// CHECK: R2 = 2,
// CHECK: R10 = 3,
// CHECK: X1Y2 = 4,

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def R10 : Register<"r10">;
def R2 : Register<"r2">;
def SP : Register<"sp">;
def X1Y2 : Register<"x">;
}
def GPR : RegisterClass<"My", [i32], 32, (add R10, R2, SP, X1Y2)>;
