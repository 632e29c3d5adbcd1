// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// InstRW beside itineraries when no processor uses a machine model (the
// InstRW's model M is unused): the InstRW still splits a class off, as
// NoSchedModel's, which keeps its instruction's itinerary class.

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

// CHECK:      static constexpr llvm::InstrItinerary Itins[] = {
// CHECK-NEXT:   { 0, 0, 0, 0, 0 }, // 0 NoInstrModel
// CHECK-NEXT:   { 1, 1, 2, 0, 0 }, // 1 IIA
// CHECK-NEXT:   { 1, 1, 2, 0, 0 }, // 2 A
