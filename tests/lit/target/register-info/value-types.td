// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Value type lists: shared suffixes, pointer types, vectors.
// CHECK: MVT::Other,

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
def p0 : PtrValueType<i64, 0>;
def GPR : RegisterClass<"My", [p0, i64, v2i32], 64, (add R0, R1)>;
def G32 : RegisterClass<"My", [i64, v2i32], 64, (add R1)>;
def F : RegisterClass<"My", [f32], 32, (add R2)>;
