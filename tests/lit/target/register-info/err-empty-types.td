// RUN: rm -rf %t && mkdir -p %t
// RUN: not %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/R.inc 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// An empty RegTypes list. No output file is written.

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
// CHECK: [[@LINE+1]]:5: error: RegTypes list must not be empty!
def GPR : RegisterClass<"My", [], 32, (add R0)>;
