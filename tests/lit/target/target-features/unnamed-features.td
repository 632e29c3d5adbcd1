// RUN: %tblgen -gen-target-features -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-target-features -I /usr/include/llvm-22
//
// Features without a command-line name are in the enum and in CPU masks,
// but there is no feature table when none has a name.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def FA : SubtargetFeature<"", "A", "true", "a">;
def FB : SubtargetFeature<"", "B", "true", "b", [FA]>;
def : Processor<"cpu", NoItineraries, [FB]>;

// CHECK:      FA = 0,
// CHECK-NEXT: FB = 1,
// CHECK-NOT:  FeatureKV
// CHECK:      { "cpu", { { { 0x2ULL,
