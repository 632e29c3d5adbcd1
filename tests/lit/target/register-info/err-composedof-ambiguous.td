// RUN: rm -rf %t && mkdir -p %t
// RUN: not %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/R.inc 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Two indices composed of the same pair.

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def lo : SubRegIndex<32>;
def hi : SubRegIndex<32, 32>;
foreach I = 0-3 in def R#I : Register<"r"#I>;
}
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 3)>;
def c1 : ComposedSubRegIndex<lo, hi>;
// CHECK: [[@LINE+1]]:5: error: Ambiguous ComposedOf entries
def c2 : ComposedSubRegIndex<lo, hi>;
