// RUN: rm -rf %t && mkdir -p %t
// RUN: not %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/R.inc 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// One sub-register reached through two indices.

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def lo : SubRegIndex<32>;
def hi : SubRegIndex<32, 32>;
foreach I = 0-3 in def R#I : Register<"r"#I>;
}
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 3)>;
// CHECK: [[@LINE+1]]:5: error: Sub-register can't have two names: R0 available as hi and lo
def X : Register<"x"> { let SubRegIndices = [lo, hi]; let SubRegs = [R0, R0]; let Namespace = "My"; }
