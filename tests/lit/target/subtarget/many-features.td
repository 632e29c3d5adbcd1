// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// 383 features, the most there is room for: bits reach the last word, and
// record names order numerically (F2 before F10).

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
foreach I = 1-383 in
  def F#I : SubtargetFeature<"f"#I, "Field"#I, "true", "feature">;
def : Processor<"all", NoItineraries, [F383, F1, F64]>;

// CHECK:      F1 = 0,
// CHECK-NEXT: F2 = 1,
// CHECK:      F383 = 382,
// CHECK:      { "all", { { { 0x8000000000000001ULL, 0x0ULL, 0x0ULL, 0x0ULL, 0x0ULL, 0x4000000000000000ULL, } } },
