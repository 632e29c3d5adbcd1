// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Sub-register index ranges and class sizes by hardware mode.
// CHECK: { 32, 32 },{{.}}// sub_hi
// CHECK: { 64, 64 },{{.}}// sub_hi

include "Inputs/MyTarget.td"
def M64 : HwMode<[]>;
let Namespace = "My" in {
def sub_lo : SubRegIndex<32>;
def sub_hi : SubRegIndex<32, 32> {
  let SubRegRanges = SubRegRangeByHwMode<[DefaultMode, M64], [SubRegRange<32, 32>, SubRegRange<64, 64>]>;
}
foreach I = 0-3 in def L#I : Register<"l"#I>;
foreach I = 0-3 in def H#I : Register<"h"#I>;
let SubRegIndices = [sub_lo, sub_hi], CoveredBySubRegs = 1 in
foreach I = 0-3 in def X#I : Register<"x"#I> {
  let SubRegs = [!cast<Register>("L"#I), !cast<Register>("H"#I)];
}
}
def HalfRegs : RegisterClass<"My", [i32], 32, (add (sequence "L%u", 0, 3), (sequence "H%u", 0, 3))>;
def WideRegs : RegisterClass<"My", [i64], 64, (sequence "X%u", 0, 3)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, M64], [RegInfo<64, 64, 64>, RegInfo<128, 128, 128>]>;
}
