// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// ARM-like D/Q/QQ registers: ComposedOf names the dsub of a qsub, so the
// inherited S registers of a QQ register are named without synthesized
// indices; the composition table and lane masks follow.
// CHECK: SubRegIndexNameTable
// CHECK: composeSubRegIndicesImpl
// CHECK: LaneMaskComposeSequences

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def ssub_0 : SubRegIndex<32>;
def ssub_1 : SubRegIndex<32, 32>;
def dsub_0 : SubRegIndex<64>;
def dsub_1 : SubRegIndex<64, 64>;
def qsub_0 : SubRegIndex<128>;
def qsub_1 : SubRegIndex<128, 128>;
def ssub_2 : ComposedSubRegIndex<dsub_1, ssub_0>;
def ssub_3 : ComposedSubRegIndex<dsub_1, ssub_1>;
def dsub_2 : ComposedSubRegIndex<qsub_1, dsub_0>;
def dsub_3 : ComposedSubRegIndex<qsub_1, dsub_1>;
foreach I = 0-7 in def S#I : Register<"s"#I>;
let SubRegIndices = [ssub_0, ssub_1], CoveredBySubRegs = 1 in
foreach I = 0-3 in def D#I : Register<"d"#I> {
  let SubRegs = [!cast<Register>("S"#!mul(I, 2)), !cast<Register>("S"#!add(!mul(I, 2), 1))];
}
let SubRegIndices = [dsub_0, dsub_1], CoveredBySubRegs = 1 in {
def Q0 : Register<"q0"> { let SubRegs = [D0, D1]; }
def Q1 : Register<"q1"> { let SubRegs = [D2, D3]; }
}
let SubRegIndices = [qsub_0, qsub_1], CoveredBySubRegs = 1 in
def QQ0 : Register<"qq0"> { let SubRegs = [Q0, Q1]; }
}
def SPR : RegisterClass<"My", [f32], 32, (sequence "S%u", 0, 7)>;
def DPR : RegisterClass<"My", [f64], 64, (sequence "D%u", 0, 3)>;
def QPR : RegisterClass<"My", [v4i32], 128, (add Q0, Q1)>;
def QQPR : RegisterClass<"My", [untyped], 256, (add QQ0)> { let Size = 256; }
