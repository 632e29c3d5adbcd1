// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Processors are checked before features.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def F1 : SubtargetFeature<"a", "A", "true", "A">;
def F2 : SubtargetFeature<"a", "B", "true", "B">;

// CHECK: [[@LINE+3]]:1: error: Processor `x` is already defined.
// CHECK: [[@LINE+1]]:1: note: Previous definition here.
def : Processor<"x", NoItineraries, []>;
def : Processor<"x", NoItineraries, []>;
