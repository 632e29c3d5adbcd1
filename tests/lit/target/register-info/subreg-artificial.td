// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// Artificial sub-registers (like X86's high 16 bits): artificial indices
// make no inferred classes, artificial units no pressure.
// CHECK: getSubClassWithSubReg(

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def sub_16bit : SubRegIndex<16>;
def sub_16bit_hi : SubRegIndex<16, 16>;
def sub_32bit : SubRegIndex<32>;
foreach I = 0-3 in def W#I : Register<"w"#I>;
let isArtificial = 1 in
foreach I = 0-3 in def WH#I : Register<"">;
let SubRegIndices = [sub_16bit, sub_16bit_hi], CoveredBySubRegs = 1 in
foreach I = 0-3 in def E#I : Register<"e"#I> {
  let SubRegs = [!cast<Register>("W"#I), !cast<Register>("WH"#I)];
}
def ESP : Register<"esp">;
let SubRegIndices = [sub_32bit] in
foreach I = 0-3 in def R#I : Register<"r"#I> { let SubRegs = [!cast<Register>("E"#I)]; }
}
def GR16 : RegisterClass<"My", [i16], 16, (sequence "W%u", 0, 3)>;
def GR16H : RegisterClass<"My", [i16], 16, (sequence "WH%u", 0, 3)>;
def GR32 : RegisterClass<"My", [i32], 32, (add (sequence "E%u", 0, 3), ESP)>;
def GR64 : RegisterClass<"My", [i64], 64, (sequence "R%u", 0, 3)>;
