// RUN: not %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22
//
// The schedule model rejects two processors with the same CPU name; the
// later definition is the duplicate, whatever the record names.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }

// CHECK: [[@LINE+3]]:5: error: Processor `x` is already defined.
// CHECK: [[@LINE+1]]:5: note: Previous definition here.
def Pz : Processor<"x", NoItineraries, []>;
def Pa : Processor<"x", NoItineraries, []>;
