// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// A value type is the MVT its LLVMName names, size included: v2p64 says
// 128 bits but is an i64, so its class is a 64-bit class and sorts before
// the 128-bit ones whatever the names.

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
def p64 : PtrValueType<i64, 0>;
def v2p64 : VTVec<2, ValueType<p64.Size, p64.LLVMName>, p64.LLVMName>;
def A : RegisterClass<"My", [v2i64], 64, (add R0)>;
def B : RegisterClass<"My", [v2f64], 64, (add R1)>;
def Z : RegisterClass<"My", [v2p64], 64, (add R2)>;

// CHECK:      ZRegClassID = 0,
// CHECK-NEXT: ARegClassID = 1,
// CHECK-NEXT: BRegClassID = 2,
