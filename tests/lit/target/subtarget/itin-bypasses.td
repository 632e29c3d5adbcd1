// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Operand cycles and bypasses (forwarding paths), micro-op counts, reserved
// stages, stages without units, and itineraries without units.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def U0 : FuncUnit;
def U1 : FuncUnit;
def BpA : Bypass;
def BpB : Bypass;
def IIA : InstrItinClass;
def IIB : InstrItinClass;
def IIC : InstrItinClass;
def IID : InstrItinClass;
def IIE : InstrItinClass;
let OutOperandList = (outs GPR:$d), InOperandList = (ins GPR:$a), Namespace = "Toy" in {
def A : Instruction { let Itinerary = IIA; }
def B : Instruction { let Itinerary = IIB; }
def C : Instruction { let Itinerary = IIC; }
def D : Instruction { let Itinerary = IID; }
def E : Instruction { let Itinerary = IIE; }
}
def It1 : ProcessorItineraries<[U0, U1], [BpA, BpB], [
  InstrItinData<IIA, [InstrStage<1, [U0]>], [2, 1], [BpA]>,
  InstrItinData<IIB, [InstrStage<1, [U0]>], [2, 1], [BpA]>,
  InstrItinData<IIC, [InstrStage<2, []>, InstrStage<1, [U1], 0, Reserved>], [3, 1, 1], [BpA, NoBypass, BpB], 2>,
  InstrItinData<IID, [], [5]>,
  InstrItinData<IIE, [InstrStage<1, [U0]>], [2, 1]>]>;
def It2 : ProcessorItineraries<[], [], [
  InstrItinData<IIA, [InstrStage<1, []>], [2, 1], [], 0>]>;
def : Processor<"p1", It1, []>;
def : Processor<"p2", It2, []>;

// CHECK:      namespace It1Bypass {
// CHECK:      extern const unsigned ToyForwardingPaths[] = {
// CHECK:      It1Bypass::BpA, It1Bypass::NoBypass, It1Bypass::BpB, // 5-7
