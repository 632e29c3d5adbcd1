// RUN: %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22
//
// PacketizerNamespace splits the itineraries into automata of their own;
// the tables accumulate from one namespace to the next.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def SLOT0 : FuncUnit;
def SLOT1 : FuncUnit;
def SLOT2 : FuncUnit;
def IIAlu : InstrItinClass;
def IIMem : InstrItinClass;
def IIBr : InstrItinClass;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in {
def ADD : Instruction { let Itinerary = IIAlu; }
def LD : Instruction { let Itinerary = IIMem; }
def BR : Instruction { let Itinerary = IIBr; }
def NOP : Instruction;
}
def ItinA : ProcessorItineraries<[SLOT0, SLOT1, SLOT2], [], [
  InstrItinData<IIAlu, [InstrStage<1, [SLOT0, SLOT1]>]>,
  InstrItinData<IIMem, [InstrStage<1, [SLOT1]>, InstrStage<1, [SLOT2]>]>]>;
def ItinB : ProcessorItineraries<[SLOT2, SLOT0], [], [
  InstrItinData<IIBr, [InstrStage<1, [SLOT2]>]>]>;
def ItinC : ProcessorItineraries<[SLOT1], [], [
  InstrItinData<IIBr, [InstrStage<1, [SLOT1]>]>]> { let PacketizerNamespace = "Other"; }
def ItinD : ProcessorItineraries<[SLOT1], [], [
  InstrItinData<IIAlu, [InstrStage<1, [SLOT1]>]>]> { let PacketizerNamespace = "Third"; }
def : Processor<"a", ItinA, []>;
def : Processor<"b", NoItineraries, []>;
def : Processor<"c", ItinB, []>;
def : Processor<"d", ItinC, []>;
def : Processor<"e", ItinD, []>;
def : Processor<"f", ItinA, []>;

// CHECK-DAG: createThirdDFAPacketizer
// CHECK-DAG: createOtherDFAPacketizer
// CHECK-DAG: ToyGenSubtargetInfo::createDFAPacketizer
