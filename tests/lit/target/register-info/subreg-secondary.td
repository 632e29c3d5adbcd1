// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Registers covered by their sub-registers get the sub-registers that
// straddle their explicit ones (D1_D2 in Q0_Q1), with synthesized
// concatenated indices (dsub_1_dsub_2).
// CHECK: dsub_1_dsub_2,

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def dsub_0 : SubRegIndex<64>;
def dsub_1 : SubRegIndex<64, 64>;
def qsub_0 : SubRegIndex<128>;
def qsub_1 : SubRegIndex<128, 128>;
def dsub_2 : ComposedSubRegIndex<qsub_1, dsub_0>;
def dsub_3 : ComposedSubRegIndex<qsub_1, dsub_1>;
foreach I = 0-3 in def D#I : Register<"d"#I>;
let SubRegIndices = [dsub_0, dsub_1], CoveredBySubRegs = 1 in {
def Q0 : Register<"q0"> { let SubRegs = [D0, D1]; }
def Q1 : Register<"q1"> { let SubRegs = [D2, D3]; }
def D1_D2 : Register<"d1_d2"> { let SubRegs = [D1, D2]; }
}
let SubRegIndices = [qsub_0, qsub_1], CoveredBySubRegs = 1 in
def QQ0 : Register<"qq0"> { let SubRegs = [Q0, Q1]; }
}
def DPR : RegisterClass<"My", [f64], 64, (sequence "D%u", 0, 3)>;
def DPair : RegisterClass<"My", [v2i64], 64, (add Q0, D1_D2, Q1)>;
def QQPR : RegisterClass<"My", [untyped], 256, (add QQ0)> { let Size = 256; }
