// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RMCDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Ad hoc aliases: one extra unit per alias edge, rooted at both registers.
// CHECK: MyRegUnitRoots[][2] = {
// CHECK: { My::A0, My::B0 },

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def A0 : Register<"a0">;
def A1 : Register<"a1">;
def B0 : Register<"b0"> { let Aliases = [A0]; }
def B1 : Register<"b1"> { let Aliases = [A1, A0]; }
}
def ARegs : RegisterClass<"My", [i32], 32, (add A0, A1)>;
def BRegs : RegisterClass<"My", [i32], 32, (add B0, B1)>;
