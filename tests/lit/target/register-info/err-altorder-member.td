// RUN: rm -rf %t && mkdir -p %t
// RUN: not %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/R.inc 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// An alternative order names a register outside the class. No output file is written.

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
// CHECK: [[@LINE+1]]:5: error:  AltOrder register R2 is not a class member
def GPR : RegisterClass<"My", [i32], 32, (add R0, R1)> {
  let AltOrders = [(add R1, R2, R0)];
}
