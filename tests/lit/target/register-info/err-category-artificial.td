// RUN: rm -rf %t && mkdir -p %t
// RUN: not %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/R.inc 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// A category may not name a class of artificial registers only. No output file is written.

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
def H : Register<"h"> { let isArtificial = 1; let Namespace = "My"; }
// CHECK: [[@LINE+1]]:5: error: HR is not a known RegisterClass!
def HR : RegisterClass<"My", [i32], 32, (add H)>;
def GPR : RegisterClass<"My", [i32], 32, (add R0)>;
def FixedRegisters : RegisterCategory<[HR]>;
