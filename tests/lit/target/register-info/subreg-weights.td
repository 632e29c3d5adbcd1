// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Unit weights with sub-registers: a class mixing registers of one and
// two units makes the lighter ones adopt units (or gain weight), which
// their super-registers inherit.
// CHECK: RUWeightTable[]

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def lo : SubRegIndex<32>;
def hi : SubRegIndex<32, 32>;
foreach I = 0-5 in def S#I : Register<"s"#I>;
let SubRegIndices = [lo, hi], CoveredBySubRegs = 1 in {
def D0 : Register<"d0"> { let SubRegs = [S0, S1]; }
def D1 : Register<"d1"> { let SubRegs = [S2, S3]; }
}
def D2 : Register<"d2">;
def D3 : Register<"d3">;
let SubRegIndices = [lo, hi], CoveredBySubRegs = 1 in
def Q0 : Register<"q0"> { let SubRegs = [D0, D1]; }
}
def SPR : RegisterClass<"My", [f32], 32, (sequence "S%u", 0, 5)>;
def DPR : RegisterClass<"My", [f64], 64, (add D0, D1, D2, D3)>;
def QPR : RegisterClass<"My", [v4i32], 128, (add Q0)>;
