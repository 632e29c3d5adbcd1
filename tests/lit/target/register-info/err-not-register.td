// RUN: rm -rf %t && mkdir -p %t
// RUN: not %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/R.inc 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// A class member that is not a register. No output file is written.

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
// CHECK: [[@LINE+1]]:5: error: Record `Foo' does not have a field named `CostPerUse'!
def Foo;
def GPR : RegisterClass<"My", [i32], 32, (add R0, Foo)>;
