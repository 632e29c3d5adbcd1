// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RMCDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Ad hoc aliases next to sub-registers: alias units, unit roots, lane
// masks of the units, and super-register lists.
// CHECK: RegUnitRoots[][2]

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def lo : SubRegIndex<32>;
def hi : SubRegIndex<32, 32>;
foreach I = 0-3 in def S#I : Register<"s"#I>;
def F0 : Register<"f0"> { let Aliases = [S0]; }
def F1 : Register<"f1"> { let Aliases = [S1, S2]; }
let SubRegIndices = [lo, hi], CoveredBySubRegs = 1 in {
def D0 : Register<"d0"> { let SubRegs = [S0, S1]; }
def D1 : Register<"d1"> { let SubRegs = [S2, S3]; }
}
}
def SPR : RegisterClass<"My", [f32], 32, (sequence "S%u", 0, 3)>;
def FPR : RegisterClass<"My", [f32], 32, (add F0, F1)>;
def DPR : RegisterClass<"My", [f64], 64, (add D0, D1)>;
