// RUN: %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22
//
// Without itineraries there is no automaton: only the namespace block.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def : Processor<"generic", NoItineraries, []>;
def : Processor<"fast", NoItineraries, []>;

// CHECK:      #include "llvm/CodeGen/DFAPacketizer.h"
// CHECK-NEXT: namespace llvm {
// CHECK-NEXT: } // end namespace llvm
// CHECK-NOT:  {{.}}
