// RUN: not %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
//
// Not a difference test: llvm-tblgen builds the packetizer automaton here,
// which tblgen does not implement yet; it says so at the processor.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def ALU : FuncUnit;
def IIAlu : InstrItinClass;
def ToyItineraries : ProcessorItineraries<[ALU], [], [
  InstrItinData<IIAlu, [InstrStage<1, [ALU]>]>]>;

// CHECK: [[@LINE+1]]:1: error: -gen-dfa-packetizer: processors with itineraries are not implemented yet
def : Processor<"vliw", ToyItineraries, []>;
