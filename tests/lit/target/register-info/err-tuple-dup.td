// RUN: rm -rf %t && mkdir -p %t
// RUN: not %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/R.inc 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Two RegisterTuples making a register of the same name.

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def lo : SubRegIndex<32>;
def hi : SubRegIndex<32, 32>;
foreach I = 0-3 in def R#I : Register<"r"#I>;
}
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 3)>;
def T : RegisterTuples<[lo, hi], [(add R0), (add R1)]>;
// CHECK: [[@LINE+1]]:5: error: Register tuple redefines register 'R0_R1'.
def U : RegisterTuples<[lo, hi], [(add R0), (add R1)]>;
