// RUN: %tblgen -gen-target-features -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-target-features -I /usr/include/llvm-22
//
// 383 features (the most there is room for; the last one unnamed): masks
// reach the sixth word.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
foreach I = 1-382 in
  def F#I : SubtargetFeature<"f"#I, "Field"#I, "true", "feature">;
def FAll : SubtargetFeature<"", "All", "true", "unnamed", [F1, F65, F130, F382]>;
def : Processor<"all", NoItineraries, [F382, F1, F64, FAll]>;

// CHECK:      F1 = 0,
// CHECK-NEXT: F2 = 1,
// CHECK:      F382 = 381,
// CHECK-NEXT: FAll = 382,
// CHECK-NEXT: NumSubtargetFeatures = 383
// CHECK:      { "f1", Toy::F1,
// CHECK-NEXT: { "f10", Toy::F10,
// CHECK-NOT:  Toy::FAll
// CHECK:      { "f99", Toy::F99,
// CHECK-NEXT: };
// CHECK:      { "all", { { { 0x8000000000000001ULL, 0x0ULL, 0x0ULL, 0x0ULL, 0x0ULL, 0x6000000000000000ULL, } } } },
