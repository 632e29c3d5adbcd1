// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Aliased registers weigh more than plain ones in the same class: units
// are adopted or made heavier to balance them.
// CHECK: getRegUnitWeight(MCRegUnit RegUnit) const {

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def A0 : Register<"a0">;
def A1 : Register<"a1">;
def A2 : Register<"a2">;
def B0 : Register<"b0"> { let Aliases = [A0, A1]; }
}
def All : RegisterClass<"My", [i32], 32, (add A0, A1, A2, B0)>;
