// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Value types by hardware mode: the VTLists hold each mode's list.
// CHECK: static const MVT::SimpleValueType VTLists[] = {

include "Inputs/MyTarget.td"
def M64 : HwMode<[]>;
def XLenVT : ValueTypeByHwMode<[DefaultMode, M64], [i32, i64]>;
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
def GPR : RegisterClass<"My", [XLenVT], 32, (sequence "R%u", 0, 3)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, M64], [RegInfo<32,32,32>, RegInfo<64,64,64>]>;
}
def FPR : RegisterClass<"My", [f32, f64], 32, (add R2, R3)>;
