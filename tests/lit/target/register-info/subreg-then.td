// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Without ComposedOf, the sub-sub-registers of a register reached
// through two indices get synthesized composite indices (qsub_1_then_dsub_0).
// CHECK: qsub_1_then_dsub_0,

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def dsub_0 : SubRegIndex<64>;
def dsub_1 : SubRegIndex<64, 64>;
def qsub_0 : SubRegIndex<128>;
def qsub_1 : SubRegIndex<128, 128>;
foreach I = 0-3 in def D#I : Register<"d"#I>;
let SubRegIndices = [dsub_0, dsub_1] in {
def Q0 : Register<"q0"> { let SubRegs = [D0, D1]; }
def Q1 : Register<"q1"> { let SubRegs = [D2, D3]; }
}
let SubRegIndices = [qsub_0, qsub_1] in
def QQ0 : Register<"qq0"> { let SubRegs = [Q0, Q1]; }
}
def DPR : RegisterClass<"My", [f64], 64, (sequence "D%u", 0, 3)>;
def QPR : RegisterClass<"My", [v2i64], 128, (add Q0, Q1)>;
def QQPR : RegisterClass<"My", [untyped], 256, (add QQ0)> { let Size = 256; }
