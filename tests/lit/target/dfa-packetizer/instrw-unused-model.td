// RUN: %tblgen -gen-dfa-packetizer -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dfa-packetizer -I /usr/include/llvm-22
//
// InstRW beside itineraries when no processor uses a machine model (the
// InstRW's model M is unused): its class counts as an itinerary class of
// NoSchedModel's.

include "llvm/Target/Target.td"
def R0 : Register<"r0">;
def GPR : RegisterClass<"Toy", [i32], 32, (add R0)>;
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def U0 : FuncUnit;
def IIA : InstrItinClass;
def WriteA : SchedWrite;
let OutOperandList = (outs GPR:$d), InOperandList = (ins), Namespace = "Toy" in
def A : Instruction { let Itinerary = IIA; }
def Itins : ProcessorItineraries<[U0], [], [InstrItinData<IIA, [InstrStage<1, [U0]>]>]>;
def M : SchedMachineModel;
def : Processor<"cpu", Itins, []>;
def : InstRW<[WriteA], (instrs A)> { let SchedModel = M; }

// CHECK: // ItinsModel
