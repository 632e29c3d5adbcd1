// RUN: %tblgen -gen-target-features -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-target-features -I /usr/include/llvm-22
//
// Unlike -gen-subtarget, duplicate feature and CPU names are not errors
// here: both rows are written, in definition order.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def FA : SubtargetFeature<"same", "A", "true", "a">;
def FB : SubtargetFeature<"same", "B", "true", "b", [FA]>;
def : Processor<"cpu", NoItineraries, [FB]>;
def : Processor<"cpu", NoItineraries, [FA]>;

// CHECK:      { "same", Toy::FA, { { { 0x0ULL,
// CHECK-NEXT: { "same", Toy::FB, { { { 0x1ULL,
// CHECK:      { "cpu", { { { 0x2ULL,
// CHECK-NEXT: { "cpu", { { { 0x1ULL,
