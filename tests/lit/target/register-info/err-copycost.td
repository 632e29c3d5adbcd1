// RUN: rm -rf %t && mkdir -p %t
// RUN: not %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/R.inc 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// CopyCost takes 8 bits. No output file is written.

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
// CHECK: [[@LINE+1]]:5: error: 'CopyCost' must be an 8-bit value
def GPR : RegisterClass<"My", [i32], 32, (add R0)> { let CopyCost = 256; }
