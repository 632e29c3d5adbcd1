// RUN: rm -rf %t && mkdir -p %t
// RUN: not %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/R.inc 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// A class whose first type depends on the mode needs a size. No output file is written.

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
def M1 : HwMode<[]>;
def VT : ValueTypeByHwMode<[DefaultMode, M1], [i32, i64]>;
// CHECK: [[@LINE+1]]:5: error: Impossible to determine register size
def GPR : RegisterClass<"My", [VT], 32, (add R0)>;
