// RUN: rm -rf %t && mkdir -p %t
// RUN: not %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/R.inc 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// A tuple with the same parts as a register covered by them (Q0 = D0, D1)
// takes that register as a sub-register, whose sub-registers it then has
// no index for.

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def ssub_0 : SubRegIndex<32>;
def ssub_1 : SubRegIndex<32, 32>;
def dsub_0 : SubRegIndex<64>;
def dsub_1 : SubRegIndex<64, 64>;
foreach I = 0-3 in def S#I : Register<"s"#I>;
let SubRegIndices = [ssub_0, ssub_1], CoveredBySubRegs = 1 in {
def D0 : Register<"d0"> { let SubRegs = [S0, S1]; }
def D1 : Register<"d1"> { let SubRegs = [S2, S3]; }
}
let SubRegIndices = [dsub_0, dsub_1], CoveredBySubRegs = 1 in
def Q0 : Register<"q0"> { let SubRegs = [D0, D1]; }
}
def DPR : RegisterClass<"My", [f64], 64, (add D0, D1)>;
// CHECK: [[@LINE+1]]:5: error: No SubRegIndex for D0_D1 in D0_D1
def Pairs : RegisterTuples<[dsub_0, dsub_1], [(add D0), (add D1)]>;
