// RUN: rm -rf %t && mkdir -p %t
// RUN: %tblgen -gen-register-info --register-info-debug -I %llvminc -I %S %s -o %t/new.inc 2> %t/new.txt
// RUN: %reftblgen -gen-register-info --register-info-debug -I %llvminc -I %S %s -o %t/ref.inc 2> %t/ref.txt
// RUN: diff %t/ref.txt %t/new.txt
// RUN: FileCheck %s < %t/new.txt
//
// --register-info-debug: the bank printed to stderr (classes with their
// sizes per hardware mode, sub-register indices, registers with their
// sub-registers and units), as llvm-tblgen prints it.
// CHECK:      RegisterClass HalfRegs:
// CHECK-NEXT: 	SpillSize: { Default:32 M64:32 }
// CHECK:      SubRegIndex sub_hi:
// CHECK-NEXT: 	LaneMask: 0000000000000001
// CHECK-NEXT: 	AllSuperRegsCovered: 1
// CHECK-NEXT: 	Offset: { Default:32 M64:64 }
// CHECK:      Register X3:
// CHECK-NEXT: 	CostPerUse: 0 {{$}}
// CHECK-NEXT: 	CoveredBySubregs: 1
// CHECK-NEXT: 	HasDisjunctSubRegs: 1
// CHECK-NEXT: 	SubReg sub_hi = H3
// CHECK-NEXT: 	SubReg sub_lo = L3
// CHECK-NEXT: 	RegUnit 3
// CHECK-NEXT: 	RegUnit 7

include "Inputs/MyTarget.td"
def M64 : HwMode<[]>;
let Namespace = "My" in {
def sub_lo : SubRegIndex<32>;
def sub_hi : SubRegIndex<32, 32> {
  let SubRegRanges = SubRegRangeByHwMode<[DefaultMode, M64], [SubRegRange<32, 32>, SubRegRange<64, 64>]>;
}
foreach I = 0-3 in def L#I : Register<"l"#I>;
foreach I = 0-3 in def H#I : Register<"h"#I> { let CostPerUse = [1, 2]; }
let SubRegIndices = [sub_lo, sub_hi], CoveredBySubRegs = 1 in
foreach I = 0-3 in def X#I : Register<"x"#I> {
  let SubRegs = [!cast<Register>("L"#I), !cast<Register>("H"#I)];
}
}
def HalfRegs : RegisterClass<"My", [i32], 32, (add (sequence "L%u", 0, 3), (sequence "H%u", 0, 3))> {
  let AllocationPriority = 3;
}
def WideRegs : RegisterClass<"My", [i64], 64, (sequence "X%u", 0, 3)> {
  let RegInfos = RegInfoByHwMode<[DefaultMode, M64], [RegInfo<64, 64, 64>, RegInfo<128, 128, 128>]>;
  let isAllocatable = 0;
  let BaseClassOrder = 1;
}
