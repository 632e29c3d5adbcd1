// RUN: rm -rf %t && mkdir -p %t
// RUN: not %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/R.inc 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// SubRegs and SubRegIndices of different lengths. No output file is written.

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
// CHECK: [[@LINE+1]]:5: error: SubRegs and SubRegIndices must have the same size
def X : Register<"x"> { let SubRegs = [R0]; let Namespace = "My"; }
def GPR : RegisterClass<"My", [i32], 32, (add R0)>;
