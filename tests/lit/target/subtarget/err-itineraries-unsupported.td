// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
//
// Not a difference test: itineraries together with machine models are not
// implemented yet, and tblgen says so at the first processor (by CPU name)
// that has itineraries.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def ALU : FuncUnit;
def IIC : InstrItinClass;
def Itins : ProcessorItineraries<[ALU], [], [InstrItinData<IIC, [InstrStage<1, [ALU]>]>]>;
def M : SchedMachineModel { let CompleteModel = 0; }
def : ProcessorModel<"z", M, []>;
// CHECK: [[@LINE+1]]:1: error: -gen-subtarget: processors with itineraries together with machine models are not implemented yet
def : Processor<"y", Itins, []>;
