// RUN: %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22
//
// Processors sharing itineraries share one model; itineraries of one
// namespace list the units they share at the same positions.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def U0 : FuncUnit;
def U1 : FuncUnit;
def U2 : FuncUnit;
def IIA : InstrItinClass;
def IIB : InstrItinClass;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in {
def A : Instruction { let Itinerary = IIA; }
def B : Instruction { let Itinerary = IIB; }
}
def First : ProcessorItineraries<[U0, U1, U2], [], [
  InstrItinData<IIA, [InstrStage<1, [U0, U1]>]>,
  InstrItinData<IIB, [InstrStage<1, [U2]>]>]>;
def Second : ProcessorItineraries<[U0, U1], [], [
  InstrItinData<IIA, [InstrStage<1, [U1]>]>]>;
def : Processor<"x1", First, []>;
def : Processor<"x2", Second, []>;
def : Processor<"x3", First, []>;

// CHECK:      0, // FirstModel
// CHECK-NEXT: 3, // SecondModel
