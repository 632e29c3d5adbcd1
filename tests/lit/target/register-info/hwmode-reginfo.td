// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Register sizes by hardware mode: one RegClassInfos block per mode.
// CHECK: // Mode = 0 (Default)
// CHECK: // Mode = 1 (M64)

include "Inputs/MyTarget.td"
def M64 : HwMode<[]>;
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 3)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, M64], [RegInfo<32,32,32>, RegInfo<64,64,64>]>;
}
def Low : RegisterClass<"My", [i32], 32, (add R0, R1)>;
