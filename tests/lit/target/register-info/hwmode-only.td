// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// A class with sizes for a non-default mode only.
// CHECK: RegClassInfos[] = {

include "Inputs/MyTarget.td"
def M64 : HwMode<[]>;
def M32 : HwMode<[]>;
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 3)> {
  let RegInfos = RegInfoByHwMode<[M64, M32], [RegInfo<64,64,64>, RegInfo<32,32,32>]>;
}
def Low : RegisterClass<"My", [i64], 64, (add R0, R1)>;
