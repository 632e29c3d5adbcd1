// RUN: %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22
//
// Three issue slots; ALU instructions may use either of two, loads take
// two slots in two stages.

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
def ToyItineraries : ProcessorItineraries<[SLOT0, SLOT1, SLOT2], [], [
  InstrItinData<IIAlu, [InstrStage<1, [SLOT0, SLOT1]>]>,
  InstrItinData<IIMem, [InstrStage<1, [SLOT1]>, InstrStage<1, [SLOT2]>]>,
  InstrItinData<IIBr, [InstrStage<1, [SLOT2]>]>]>;
def : Processor<"vliw", ToyItineraries, []>;

// CHECK:      constexpr unsigned ToyResourceIndices[] = {
// CHECK-NEXT:   0, 1, 2, 3,
// CHECK:        0, // ToyItinerariesModel
// CHECK:      // Generated DFA has 7 states with 10 transitions.
// CHECK:      DFAPacketizer *ToyGenSubtargetInfo::createDFAPacketizer(const InstrItineraryData *IID) const {
