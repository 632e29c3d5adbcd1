// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RMCDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Class properties: copy cost (negative saturates), size override,
// allocation priority, global priority, TSFlags, encodings and costs.
// CHECK: MyMCRegisterClasses[] = {

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def R0 : Register<"r0"> { let HWEncoding = 5; let CostPerUse = [0, 1]; }
def R1 : Register<"r1"> { let HWEncoding = 0xffff; }
def R2 : Register<"r2"> { let CostPerUse = [3, 2, 1]; }
}
def GPR : RegisterClass<"My", [i32], 32, (add R0, R1, R2)> {
  let CopyCost = -1;
  let AllocationPriority = 31;
  let GlobalPriority = 1;
  let TSFlags = 0x5a;
}
def Big : RegisterClass<"My", [i32], 32, (add R0, R1)> { let Size = 128; let CopyCost = 3; }
