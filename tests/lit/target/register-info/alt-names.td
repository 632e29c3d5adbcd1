// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/REnums.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Register alternate name indices get an enum.
// CHECK: NUM_TARGET_REG_ALT_NAMES = 3

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def ABI : RegAltNameIndex;
def Raw : RegAltNameIndex;
def R0 : Register<"r0", ["zero", "x0"]> { let RegAltNameIndices = [ABI, Raw]; }
def R1 : Register<"r1", ["ra", "x1"]> { let RegAltNameIndices = [ABI, Raw]; }
}
def GPR : RegisterClass<"My", [i32], 32, (add R0, R1)>;
