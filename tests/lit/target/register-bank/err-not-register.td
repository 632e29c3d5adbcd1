// RUN: not %tblgen -gen-register-bank -I %llvminc -I %S %s 2>&1 | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// The register model's checks come first: a class member that is not a
// register.

include "Inputs/MyTarget.td"
def NotAReg;
def GPR : RegisterClass<"My", [i32], 32, (add R0, NotAReg)>;
def GPRBank : RegisterBank<"GPRB", [GPR]>;

// CHECK: err-not-register.td:[[@LINE-4]]:5: error: Record `NotAReg' does not have a field named `CostPerUse'!
