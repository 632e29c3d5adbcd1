// RUN: %tblgen -gen-subtarget -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-subtarget -I /usr/include/llvm-22
//
// Itineraries for a class no instruction uses, beside a machine model
// without WriteRes: the itinerary table has only NoInstrModel.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def ALU : FuncUnit;
def IIC : InstrItinClass;
def Itins : ProcessorItineraries<[ALU], [], [InstrItinData<IIC, [InstrStage<1, [ALU]>]>]>;
def M : SchedMachineModel { let CompleteModel = 0; }
def : ProcessorModel<"z", M, []>;
def : Processor<"y", Itins, []>;

// CHECK:      static constexpr llvm::InstrItinerary Itins[] = {
// CHECK-NEXT:   { 0, 0, 0, 0, 0 }, // 0 NoInstrModel
// CHECK-NEXT:   { 0, uint16_t(~0U), uint16_t(~0U), uint16_t(~0U), uint16_t(~0U) }// end marker
