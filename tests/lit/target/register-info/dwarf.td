// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RMCDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// DWARF numbers in two flavours, a missing number (-1), an alias.
// CHECK: MyDwarfFlavour1Dwarf2L[] = {

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def R0 : Register<"r0">, DwarfRegNum<[0, 10]>;
def R1 : Register<"r1">, DwarfRegNum<[1]>;
def R2 : Register<"r2">, DwarfRegNum<[2, -1]>;
def R3 : Register<"r3">, DwarfRegAlias<R1>;
def R4 : Register<"r4">, DwarfRegNum<[1, 11]>;
}
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 4)>;
