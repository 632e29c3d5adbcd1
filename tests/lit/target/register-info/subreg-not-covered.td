// RUN: rm -rf %t && mkdir -p %t/new %t/ref
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/new/R.inc
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/ref/R.inc
// RUN: diff -r %t/ref %t/new
// RUN: FileCheck %s < %t/new/RTargetDesc.inc
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// A register not covered by its sub-registers clears the lanes of its
// indices from the covering lane mask; HasDisjunctSubRegs and
// CoveredBySubRegs of the classes follow their members.
// CHECK: CSR_RegMask[]
// CHECK: CSR2_RegMask[]

include "Inputs/MyTarget.td"
let Namespace = "My" in {
def lo16 : SubRegIndex<16>;
def hi16 : SubRegIndex<16, 16>;
def sub32 : SubRegIndex<32>;
foreach I = 0-3 in def W#I : Register<"w"#I>;
foreach I = 0-3 in def WH#I : Register<"wh"#I>;
let SubRegIndices = [lo16, hi16], CoveredBySubRegs = 1 in
foreach I = 0-3 in def R#I : Register<"r"#I> {
  let SubRegs = [!cast<Register>("W"#I), !cast<Register>("WH"#I)];
}
let SubRegIndices = [sub32] in
foreach I = 0-3 in def X#I : Register<"x"#I> { let SubRegs = [!cast<Register>("R"#I)]; }
}
def GPR16 : RegisterClass<"My", [i16], 16, (add (sequence "W%u", 0, 3), (sequence "WH%u", 0, 3))>;
def GPR32 : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 3)>;
def GPR64 : RegisterClass<"My", [i64], 64, (sequence "X%u", 0, 3)>;
def CSR : CalleeSavedRegs<(add R1, W2, WH2)>;
def CSR2 : CalleeSavedRegs<(add X3)> { let OtherPreserved = (add W0); }
