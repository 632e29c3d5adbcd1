// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// ARM-like NEON register file: D registers as pairs of S registers, Q
// registers over D pairs, RegisterTuples of D registers (odd-even pairs,
// triples) and QQ/QQQQ over Q registers, with the
// sub-registers straddling the explicit ones and composed indices.
// CHECK: D1_D2 = 
// CHECK: Q0_Q1_Q2_Q3 = 

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def qqsub_0 : SubRegIndex<256>;
def qqsub_1 : SubRegIndex<256, 256>;
def qsub_0 : SubRegIndex<128>;
def qsub_1 : SubRegIndex<128, 128>;
def qsub_2 : ComposedSubRegIndex<qqsub_1, qsub_0>;
def qsub_3 : ComposedSubRegIndex<qqsub_1, qsub_1>;
def dsub_0 : SubRegIndex<64>;
def dsub_1 : SubRegIndex<64, 64>;
def dsub_2 : ComposedSubRegIndex<qsub_1, dsub_0>;
def dsub_3 : ComposedSubRegIndex<qsub_1, dsub_1>;
def dsub_4 : ComposedSubRegIndex<qsub_2, dsub_0>;
def dsub_5 : ComposedSubRegIndex<qsub_2, dsub_1>;
def dsub_6 : ComposedSubRegIndex<qsub_3, dsub_0>;
def dsub_7 : ComposedSubRegIndex<qsub_3, dsub_1>;
def ssub_0 : SubRegIndex<32>;
def ssub_1 : SubRegIndex<32, 32>;
def ssub_2 : ComposedSubRegIndex<dsub_1, ssub_0>;
def ssub_3 : ComposedSubRegIndex<dsub_1, ssub_1>;
}
class NReg<string n, list<Register> subregs = []> : Register<n> {
  let Namespace = "My";
  let SubRegs = subregs;
  let CoveredBySubRegs = 1;
}
foreach I = 0-15 in def S#I : NReg<"s"#I>;
let SubRegIndices = [ssub_0, ssub_1] in
foreach I = 0-7 in def D#I : NReg<"d"#I, [!cast<Register>("S"#!mul(I, 2)), !cast<Register>("S"#!add(!mul(I, 2), 1))]>;
foreach I = 8-11 in def D#I : NReg<"d"#I>;
let SubRegIndices = [dsub_0, dsub_1] in
foreach I = 0-5 in def Q#I : NReg<"q"#I, [!cast<Register>("D"#!mul(I, 2)), !cast<Register>("D"#!add(!mul(I, 2), 1))]>;
def SPR : RegisterClass<"My", [f32], 32, (sequence "S%u", 0, 15)>;
def DPR : RegisterClass<"My", [f64], 64, (sequence "D%u", 0, 11)>;
def DPR_VFP2 : RegisterClass<"My", [f64], 64, (trunc DPR, 8)>;
def QPR : RegisterClass<"My", [v2i64], 128, (sequence "Q%u", 0, 5)>;
def QPR_VFP2 : RegisterClass<"My", [v2i64], 128, (trunc QPR, 4)>;
def TuplesOE2D : RegisterTuples<[dsub_0, dsub_1], [(decimate (shl DPR, 1), 2), (decimate (shl DPR, 2), 2)]>;
def Tuples3D : RegisterTuples<[dsub_0, dsub_1, dsub_2], [(shl DPR, 0), (shl DPR, 1), (shl DPR, 2)]>;
def DPair : RegisterClass<"My", [v2i64], 64, (interleave QPR, TuplesOE2D)>;
def DTriple : RegisterClass<"My", [untyped], 64, (add Tuples3D)> { let Size = 192; }
def TuplesQQ : RegisterTuples<[qsub_0, qsub_1], [(decimate QPR, 2), (decimate (shl QPR, 1), 2)]>;
def QQPR : RegisterClass<"My", [v4i64], 256, (add TuplesQQ)>;
def TuplesQQQQ : RegisterTuples<[qqsub_0, qqsub_1], [(decimate QQPR, 2), (decimate (shl QQPR, 1), 2)]>;
def QQQQPR : RegisterClass<"My", [v8i64], 256, (add TuplesQQQQ)>;
