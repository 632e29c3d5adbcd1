// RUN: %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
// Duplicate feature names are -gen-subtarget's concern only.
def F1 : SubtargetFeature<"a", "A", "true", "A">;
def F2 : SubtargetFeature<"a", "B", "true", "B">;

// CHECK:      namespace llvm {
// CHECK-NEXT: } // end namespace llvm
