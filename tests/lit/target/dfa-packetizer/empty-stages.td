// RUN: %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22
//
// An itinerary without units is an action of its own that reserves nothing
// (a loop on every state); stages without units are skipped.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def U0 : FuncUnit;
def IINop : InstrItinClass;
def IIBare : InstrItinClass;
def IIAlu : InstrItinClass;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in {
def NOP : Instruction { let Itinerary = IINop; }
def BARE : Instruction { let Itinerary = IIBare; }
def ADD : Instruction { let Itinerary = IIAlu; }
}
def Itins : ProcessorItineraries<[U0], [], [
  InstrItinData<IINop, [InstrStage<1, []>]>,
  InstrItinData<IIBare, []>,
  InstrItinData<IIAlu, [InstrStage<1, []>, InstrStage<1, [U0]>]>]>;
def : Processor<"cpu", Itins, []>;

// CHECK: // Input NFA has 2 states with 3 transitions.
