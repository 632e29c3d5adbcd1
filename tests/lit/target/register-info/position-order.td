// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// PositionOrder comes before the name.
// CHECK: B = 1,
// CHECK: A = 2,

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def A : Register<"a"> { let PositionOrder = 1; }
def B : Register<"b">;
}
def GPR : RegisterClass<"My", [i32], 32, (add A, B)>;
