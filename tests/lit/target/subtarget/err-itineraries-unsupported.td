// RUN: not %tblgen -gen-subtarget -I /usr/include/llvm-22 %s 2>&1 | FileCheck %s
//
// Not a difference test: itineraries are not implemented yet, and tblgen
// says so at the first processor (by CPU name) that has them.

include "llvm/Target/Target.td"
def ToyInstrInfo : InstrInfo;
def Toy : Target { let InstructionSet = ToyInstrInfo; }
def ALU : FuncUnit;
def IIC : InstrItinClass;
def Itins : ProcessorItineraries<[ALU], [], [InstrItinData<IIC, [InstrStage<1, [ALU]>]>]>;
def : Processor<"z", NoItineraries, []>;
// CHECK: [[@LINE+1]]:1: error: -gen-subtarget: processors with itineraries are not implemented yet
def : Processor<"y", Itins, []>;
